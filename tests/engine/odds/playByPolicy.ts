// Plays one attempt at an adventure the way the model describes it, choosing by rankChoices.
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator'
import type { DieRequirement } from '../../../src/engine/card.ts'
import { DIE_FACES, type DieColor, type Face } from '../../../src/engine/dice.ts'
import type { Ruleset } from '../../../src/engine/ruleset.ts'
import { rankChoices, type HeldDie, type RolledDie } from '../../../src/engine/odds/index.ts'

export type Attempt = {
  readonly tasks: readonly (readonly DieRequirement[])[]
  readonly ordered: boolean
  readonly ruleset: Ruleset
  readonly pool: readonly DieColor[]
  readonly focus: number
  readonly spells: number
  readonly clues: number
}

const roll = (g: RandomGenerator, color: DieColor): Face => DIE_FACES[color][uniformInt(g, 0, 5)] as Face

/** true when every task gets completed. */
export function playOnce(a: Attempt, g: RandomGenerator): boolean {
  const full = (1 << a.tasks.length) - 1
  let done = 0
  let { focus, spells, clues } = a
  let pool = a.pool.map((color, id) => ({ id, color }))
  let held: HeldDie[] = []
  for (;;) {
    if (pool.length === 0) return false
    let rolled: RolledDie[] = pool.map((d) => ({ ...d, face: roll(g, d.color) }))
    for (let sameRoll = true; sameRoll;) {
      const situation = {
        tasks: a.tasks,
        done,
        ordered: a.ordered,
        ruleset: a.ruleset,
        rolled,
        held,
        focus,
        spells,
        clues,
      }
      const best = rankChoices(situation)[0]
      if (!best || best.odds === 0) return false
      const c = best.choice
      switch (c.kind) {
        case 'complete':
          done |= 1 << c.task
          if (done === full) return true
          pool = pool.filter((d) => !c.dice.includes(d.id))
          held = held.filter((d) => !c.dice.includes(d.id))
          sameRoll = false
          break
        case 'fail': {
          pool = pool.filter((d) => d.id !== c.discard)
          const kept = rolled.find((d) => d.id === c.focus)
          if (kept) {
            held = [...held, { id: kept.id, face: kept.face }]
            pool = pool.filter((d) => d.id !== kept.id)
            focus--
          }
          sameRoll = false
          break
        }
        case 'secure': {
          const die = rolled.find((d) => d.id === c.die) as RolledDie
          held = [...held, { id: die.id, face: die.face }]
          pool = pool.filter((d) => d.id !== die.id)
          rolled = rolled.filter((d) => d.id !== die.id)
          spells--
          break
        }
        case 'reroll':
          rolled = rolled.map((d) => (c.dice.includes(d.id) ? { ...d, face: roll(g, d.color) } : d))
          clues--
          break
      }
    }
  }
}
