// The New game form's choices → a game setup, checked by the same parser a `#/play` address goes through.
import type { GameSetup, Result, Ruleset } from '../../engine/index.ts'
import { parsePlayUrl } from './parsePlayUrl.ts'
import { playParams } from './playHash.ts'
import { investigatorOptions } from './setupOptions.ts'

export type SetupChoices = {
  readonly ancientOne: string | null // null: drawn from the seed
  readonly count: number
  readonly seats: readonly (string | null)[] // per seat: an investigator id, or null for random
  readonly ruleset: Ruleset
  readonly seed: string // as typed
}

/**
 * Builds the setup. When every seat is random the engine draws them from the seed (a count); when some are picked,
 * the random seats are filled here from those left, with `pick` (the platform's randomness — never the engine's).
 */
export function setupFromChoices(
  choices: SetupChoices,
  pick: (n: number) => number = (n) => Math.floor(Math.random() * n),
): Result<GameSetup, string> {
  const seats = choices.seats.slice(0, choices.count)
  const picked = seats.filter((s): s is string => s !== null)
  const twice = picked.find((id, i) => picked.indexOf(id) !== i)
  if (twice !== undefined) {
    const name = investigatorOptions().find((o) => o.id === twice)?.name ?? twice
    return { ok: false, error: `${name} is chosen for two seats: pick someone else for one of them.` }
  }
  let investigators: number | string[] = choices.count
  if (picked.length > 0) {
    const free = investigatorOptions()
      .map((o) => o.id)
      .filter((id) => !picked.includes(id))
    investigators = seats.map((seat) => {
      if (seat !== null) return seat
      const [id] = free.splice(pick(free.length), 1)
      if (id === undefined) throw new Error('ui: more seats than investigators')
      return id
    })
  }
  const params = playParams({
    seed: 0,
    investigators,
    ruleset: choices.ruleset,
    ...(choices.ancientOne === null ? {} : { ancientOne: choices.ancientOne }),
  })
  params.set('seed', choices.seed.trim())
  // Through the address parser, so a form and a link refuse exactly the same things with the same sentences.
  return parsePlayUrl(params.toString())
}
