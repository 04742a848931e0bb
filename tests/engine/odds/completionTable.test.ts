import { afterEach, describe, expect, it } from 'vitest'
import type { DieRequirement } from '../../../src/engine/card.ts'
import {
  completionTableOf,
  taskCompletionsOf,
  type Consumption,
  type TaskCompletions,
} from '../../../src/engine/odds/completionTable.ts'
import { FACE_COUNT, minimalFulfillers, type FaceCounts } from '../../../src/engine/odds/fulfillers.ts'
import { createCardSolver, parseOddsCard } from '../../../src/engine/odds/index.ts'
import { poolKey, rollTable, SIDES, TYPE_FACE, TYPES } from '../../../src/engine/odds/rollTables.ts'
import {
  clearStaticTables,
  STATIC_TASKS,
  staticTaskCount,
  taskCompletions,
} from '../../../src/engine/odds/staticTables.ts'

const inv = (amount: number): DieRequirement => ({ kind: 'investigation', amount })
const sym = (...oneOf: ('L' | 'P' | 'T')[]): DieRequirement => ({ kind: 'symbol', oneOf })

/**
 * The sourcings of one fulfiller, walked the plain way (every held count, every split, dead ends included), in
 * the order the solver numbers completions: faces in order, most held first, then most of each die type first.
 */
function referenceSourcings(m: FaceCounts, held: ArrayLike<number>, roll: ArrayLike<number>): string[] {
  const out: string[] = []
  const dice = [0, 0, 0]
  const used = new Array<number>(FACE_COUNT).fill(0)
  const byType = (f: number, ts: number[], k: number, left: number): void => {
    if (k === ts.length) {
      if (left === 0) byFace(f + 1)
      return
    }
    const t = ts[k] as number
    const col = Math.floor(t / SIDES)
    for (let a = Math.min(roll[t] as number, left); a >= 0; a--) {
      dice[col] = (dice[col] as number) + a
      byType(f, ts, k + 1, left - a)
      dice[col] = (dice[col] as number) - a
    }
  }
  const byFace = (f: number): void => {
    if (f === FACE_COUNT) {
      out.push(`${dice.join(',')}|${used.join(',')}`)
      return
    }
    for (let x = Math.min(m[f] as number, held[f] as number); x >= 0; x--) {
      used[f] = x
      byType(f, FACE_TYPES[f] as number[], 0, (m[f] as number) - x)
    }
    used[f] = 0
  }
  byFace(0)
  return out
}

/** Roll i's completions, the plain way: every fulfiller's sourcings in turn, each consumption once. */
function referenceCompletions(fulfillers: readonly FaceCounts[], held: ArrayLike<number>, i: number, pool: number[]) {
  const table = rollTable(pool[0] as number, pool[1] as number, pool[2] as number)
  const roll = table.types.subarray(i * TYPES, (i + 1) * TYPES)
  const out: string[] = []
  for (const m of fulfillers) for (const key of referenceSourcings(m, held, roll)) if (!out.includes(key)) out.push(key)
  return out
}

const FACE_TYPES = Array.from({ length: FACE_COUNT }, (_, f) =>
  [...Array(TYPES).keys()].filter((t) => TYPE_FACE[t] === f),
)

const keyOf = (d: Consumption): string => `${d.dice.join(',')}|${Array.from(d.held).join(',')}`

/** Every roll's completions from a table of `task`, as keys in order. */
function tableCompletions(task: TaskCompletions, pool: number[], held: Uint8Array): string[][] {
  const [g, y, r] = pool as [number, number, number]
  const table = rollTable(g, y, r)
  const [grouping, ct] = completionTableOf(task, table, poolKey(g, y, r), held)
  return Array.from({ length: table.size }, (_, i) => {
    const k = grouping.groupOf[i] as number
    const ids = Array.from(ct.list.subarray(ct.start[k], ct.start[k + 1]))
    return ids.map((d) => keyOf(ct.descs[d] as Consumption))
  })
}

const tasks: DieRequirement[][] = [
  [inv(4), sym('L'), sym('L')],
  [sym('P'), inv(2)],
  [sym('T'), sym('L', 'P')],
  [inv(5)],
]
const pools = [
  [3, 1, 1],
  [2, 0, 1],
  [1, 1, 1],
]
const helds = ['00000000', '10000000', '00001000', '01000001', '20001100', '00000300'].map((s) =>
  Uint8Array.from(s, Number),
)

describe('completion tables', () => {
  afterEach(clearStaticTables)

  it('list every roll the completions of the plain walk, in the same order, whatever the held dice', () => {
    for (const reqs of tasks) {
      const fulfillers = minimalFulfillers(reqs, 'revised', 14)
      const task = taskCompletionsOf(fulfillers)
      for (const pool of pools)
        for (const held of helds) {
          const got = tableCompletions(task, pool, held)
          got.forEach((keys, i) => expect(keys).toEqual(referenceCompletions(fulfillers, held, i, pool)))
        }
    }
  })

  it('are kept per task for the process, the least recently used dropped, and cleared on demand', () => {
    // A distinct task for every n up to STATIC_TASKS + 3: some investigation and some lore.
    const fulfillersOf = (n: number) =>
      minimalFulfillers([inv(1 + (n % 16)), ...Array.from({ length: n >> 4 }, () => sym('L'))], 'revised', 14)
    const first = taskCompletions(fulfillersOf(1))
    expect(taskCompletions(fulfillersOf(1))).toBe(first)
    expect(taskCompletions(minimalFulfillers([inv(2)], 'first-printing', 14))).not.toBe(first)
    for (let n = 2; n < STATIC_TASKS + 4; n++) {
      taskCompletions(fulfillersOf(1)) // kept in use: never the least recent
      taskCompletions(fulfillersOf(n))
    }
    expect(staticTaskCount()).toBe(STATIC_TASKS)
    expect(taskCompletions(fulfillersOf(1))).toBe(first)
    const two = taskCompletions(fulfillersOf(2))
    expect(staticTaskCount()).toBe(STATIC_TASKS)
    expect(two.tables.size).toBe(0) // dropped and built afresh
    clearStaticTables()
    expect(staticTaskCount()).toBe(0)
    expect(taskCompletions(fulfillersOf(1))).not.toBe(first)
  })

  it('give the same tables and odds whether built afresh or kept from another card', () => {
    const fulfillers = minimalFulfillers(tasks[0] as DieRequirement[], 'revised', 14)
    const kept = taskCompletions(fulfillers)
    const fresh = taskCompletionsOf(fulfillers)
    for (const held of helds) {
      tableCompletions(kept, [2, 1, 1], held) // another pool first: shared completions in another order
      expect(tableCompletions(kept, [3, 1, 1], held)).toEqual(tableCompletions(fresh, [3, 1, 1], held))
    }
    const state = { done: 0, pool: [4, 1, 1] as [number, number, number], held: new Uint8Array(8), focus: 1 }
    const value = (card: string) => createCardSolver(parseOddsCard(card)).value({ ...state, spells: 1, clues: 0 })
    clearStaticTables()
    const cold = value('4I L L / P 2I')
    clearStaticTables()
    const coldOther = value('L T / P 2I')
    value('P 2I > L T') // shares the task P 2I
    expect(value('4I L L / P 2I')).toBe(cold)
    expect(value('L T / P 2I')).toBe(coldOther)
  })
})
