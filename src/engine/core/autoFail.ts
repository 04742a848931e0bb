// First printing, "Failing to Complete a Task" (docs/rules.md#first-printing): "If a player cannot possibly
// complete any of the remaining tasks on the Adventure card with the dice he can roll, he automatically fails to
// resolve the Adventure card." The dice he can roll: the pool (any face of its colour), his secured dice (markers
// and spells, as they lie) and a yellow or red die that a card or ability he has could still add. Costs are not
// dice, so they do not count here.
import type { Catalog } from '../catalog.ts'
import type { DieColor, Face } from '../dice.ts'
import { requirementsMet } from '../notation/canComplete.ts'
import type { GameState } from '../state.ts'
import { openTasks } from './cardTasks.ts'

/** The faces worth trying for a die of a colour: the highest investigation dominates the lower ones. */
const BEST_FACES: Readonly<Record<DieColor, readonly Face[]>> = {
  green: ['I3', 'L', 'P', 'T'],
  yellow: ['I4', 'L', 'P'],
  red: ['I4', 'L', 'P', 'W'],
}

/** Every multiset of `n` faces drawn from `options` (combinations with repetition). */
function multisets(options: readonly Face[], n: number, from = 0): Face[][] {
  if (n === 0) return [[]]
  return options.slice(from).flatMap((face, k) => multisets(options, n - 1, from + k).map((rest) => [face, ...rest]))
}

/** Every multiset of faces for these dice (one face each, from the colour's best faces). */
function faceChoices(colors: readonly DieColor[]): Face[][] {
  let out: Face[][] = [[]]
  for (const color of ['green', 'yellow', 'red'] as const) {
    const n = colors.filter((c) => c === color).length
    const sets = multisets(BEST_FACES[color], n)
    out = out.flatMap((faces) => sets.map((set) => [...faces, ...set]))
  }
  return out
}

/** A yellow or red die the active player could still add: idle, and one of his cards or his ability adds it. */
function addable(state: GameState, cat: Catalog, color: DieColor): boolean {
  const player = state.players[state.turn.player]
  if (!player || !state.dice.some((d) => d.color === color && d.at.kind === 'idle')) return false
  const cards = [...player.items, ...player.spells, ...player.allies.filter((id) => !player.alliesUsed.includes(id))]
  if (
    cards.some((id) => {
      const use = cat.usable(id).use
      return use.kind === 'addDie' && use.color === color
    })
  )
    return true
  const ability = player.investigatorId ? cat.investigator(player.investigatorId).ability : null
  return (
    ability !== null && ability.frequency !== 'passive' && ability.use.kind === 'addDie' && ability.use.color === color
  )
}

/**
 * True in the first printing when, between rolls of an adventure, no remaining task (order arrows respected)
 * can be met by any faces of the dice the player can roll together with his secured dice.
 */
export function cannotPossiblyComplete(state: GameState, cat: Catalog): boolean {
  const phase = state.phase
  if (state.ruleset !== 'first-printing' || state.status !== 'playing' || state.pendingChoices.length > 0) return false
  if (phase.kind !== 'resolution' || phase.target.kind !== 'card' || phase.stage !== 'ready') return false
  const { tasks, ordered } = openTasks(state, cat)
  const attemptable = ordered ? tasks.slice(0, 1) : tasks
  if (attemptable.length === 0) return false
  const helpers = phase.helpers
  const secured = state.dice.flatMap((d) => {
    const at = d.at
    const mine =
      at.kind === 'spell' || (at.kind === 'marker' && (at.player === state.turn.player || helpers.includes(at.player)))
    return mine && d.face !== null ? [d.face] : []
  })
  const rollable = state.dice.filter((d) => d.at.kind === 'pool').map((d) => d.color)
  for (const color of ['yellow', 'red'] as const) if (addable(state, cat, color)) rollable.push(color)
  const choices = faceChoices(rollable)
  return !attemptable.some((task) =>
    choices.some((faces) => requirementsMet(task.requirements, [...secured, ...faces], state.ruleset)),
  )
}
