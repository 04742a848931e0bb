// Which ways a roll (plus held dice) can complete one task, as what each way uses up.
import { FACE_COUNT, type FaceCounts } from './fulfillers.ts'
import { type RollTable, SIDES, TYPE_FACE, TYPES } from './rollTables.ts'
import {
  candidates,
  consumptionOf,
  findCandidates,
  grown,
  heldWeights,
  HIGH,
  lanes,
  startWalk,
  walk,
  walkFulfiller,
} from './completionWalk.ts'
import { COLOUR_ID_SPAN, DICE_BASE, FOLDED_POOL_SPAN, heldKeyOf } from './keys.ts'
import type { CompletionTable, Consumption, RollGrouping, SharedCompletions, TaskCompletions } from './tableTypes.ts'

export type { CompletionTable, Consumption, RollGrouping, SharedCompletions, TaskCompletions } from './tableTypes.ts'

export function taskCompletionsOf(fulfillers: readonly FaceCounts[]): TaskCompletions {
  return {
    fulfillers,
    need: neededFaces(fulfillers),
    colourIds: [new Map(), new Map(), new Map()],
    sigIds: new Map(),
    groupings: new Map(),
    shared: new Map(),
    tables: new Map(),
  }
}

/**
 * The completions of roll `i` (a group of signature `sig`): the distinct consumptions of every candidate the roll
 * and the held dice can meet, in the order met, numbered in `shared` and appended to its `ids`.
 */
function completeSignature(
  task: TaskCompletions,
  shared: SharedCompletions,
  table: RollTable,
  i: number,
  sig: number,
): void {
  const fb = i * FACE_COUNT
  const rollLo = lanes(table.faces, fb) | HIGH
  const rollHi = lanes(table.faces, fb + 4) | HIGH
  startWalk(shared.held, shared.heldWeight, table.types, i * TYPES, table.faces, fb)
  const { fulfillers } = task
  for (let c = 0; c < candidates.count; c++) {
    const j = candidates.list[c] as number
    if (((rollLo - (shared.lo[j] as number)) & HIGH) !== HIGH) continue
    if (((rollHi - (shared.hi[j] as number)) & HIGH) !== HIGH) continue
    walkFulfiller(walk, fulfillers[j] as FaceCounts)
  }
  if (shared.size + walk.count > shared.ids.length) shared.ids = grown(shared.ids, shared.size + walk.count, 0)
  shared.first[sig] = shared.size
  shared.count[sig] = walk.count
  for (let j = 0; j < walk.count; j++) shared.ids[shared.size++] = sharedId(shared, walk.found[j] as number)
}

/**
 * Dense ids of one colour's outcomes, equal when they agree on every capped side count; `global` numbers each
 * id's capped counts the same way for every pool of the task.
 */
function colourGroups(
  task: TaskCompletions,
  table: RollTable,
  col: number,
): { ids: Int32Array; count: number; global: number[] } {
  const part = table.parts[col as 0 | 1 | 2]
  const ids = new Int32Array(part.size)
  const seen = new Map<number, number>()
  const global: number[] = []
  const all = task.colourIds[col] as Map<number, number>
  for (let m = 0; m < part.size; m++) {
    let key = 0
    for (let s = 0; s < SIDES; s++) {
      const cap = task.need[TYPE_FACE[col * SIDES + s] as number] as number
      key = key * DICE_BASE + Math.min(part.counts[m * SIDES + s] as number, cap)
    }
    let id = seen.get(key)
    if (id === undefined) {
      id = seen.size
      seen.set(key, id)
      let g = all.get(key)
      if (g === undefined) all.set(key, (g = all.size))
      global.push(g)
    }
    ids[m] = id
  }
  return { ids, count: seen.size, global }
}

/** The most of each face any of the task's minimal completions needs. */
function neededFaces(fulfillers: readonly FaceCounts[]): Uint8Array {
  const need = new Uint8Array(FACE_COUNT)
  for (const m of fulfillers)
    for (let f = 0; f < FACE_COUNT; f++) need[f] = Math.max(need[f] as number, Math.min(15, m[f] as number))
  return need
}

function groupRolls(task: TaskCompletions, table: RollTable): RollGrouping {
  const gg = colourGroups(task, table, 0)
  const yg = colourGroups(task, table, 1)
  const rg = colourGroups(task, table, 2)
  const combined = new Int32Array(gg.count * yg.count * rg.count).fill(-1)
  const groupOf = new Int32Array(table.size)
  const reps: number[] = []
  const sigs: number[] = []
  const [pg, py, pr] = table.parts
  let i = 0
  for (let a = 0; a < pg.size; a++)
    for (let b = 0; b < py.size; b++) {
      const ab = ((gg.ids[a] as number) * yg.count + (yg.ids[b] as number)) * rg.count
      for (let c = 0; c < pr.size; c++, i++) {
        const key = ab + (rg.ids[c] as number)
        let group = combined[key] as number
        if (group < 0) {
          group = reps.length
          reps.push(i)
          const green = gg.global[gg.ids[a] as number] as number
          const yellow = yg.global[yg.ids[b] as number] as number
          sigs.push(
            signatureId(
              task,
              (green * COLOUR_ID_SPAN + yellow) * COLOUR_ID_SPAN + (rg.global[rg.ids[c] as number] as number),
            ),
          )
          combined[key] = group
        }
        groupOf[i] = group
      }
    }
  return { groupOf, reps: Int32Array.from(reps), sigs: Int32Array.from(sigs) }
}

function signatureId(task: TaskCompletions, sig: number): number {
  let id = task.sigIds.get(sig)
  if (id === undefined) task.sigIds.set(sig, (id = task.sigIds.size))
  return id
}

/** Empty shared completions for a task's fulfillers with these held dice, room for `signatures` at first. */
function sharedCompletions(
  fulfillers: readonly FaceCounts[],
  held: ArrayLike<number>,
  signatures: number,
): SharedCompletions {
  const lo = new Int32Array(fulfillers.length)
  const hi = new Int32Array(fulfillers.length)
  const dice = new Int32Array(fulfillers.length)
  const beyond = new Uint8Array(FACE_COUNT)
  fulfillers.forEach((m, j) => {
    for (let f = 0; f < FACE_COUNT; f++) {
      beyond[f] = Math.max(0, (m[f] as number) - (held[f] as number))
      dice[j] = (dice[j] as number) + (beyond[f] as number)
    }
    lo[j] = lanes(beyond, 0)
    hi[j] = lanes(beyond, 4)
  })
  return {
    held: Uint8Array.from(held),
    heldWeight: heldWeights(held),
    lo,
    hi,
    dice,
    first: new Int32Array(signatures).fill(-1),
    count: new Int32Array(signatures),
    ids: new Int32Array(256),
    size: 0,
    idOf: new Map(),
    descs: [],
    local: new Int32Array(64).fill(-1),
  }
}

/** The id in `shared` of a consumption key, numbered when first met. */
function sharedId(shared: SharedCompletions, key: number): number {
  let id = shared.idOf.get(key)
  if (id === undefined) {
    id = shared.descs.length
    shared.descs.push(consumptionOf(key, shared.held))
    shared.idOf.set(key, id)
    if (id >= shared.local.length) shared.local = grown(shared.local, id + 1, -1)
  }
  return id
}

/** Makes sure every group's signature has its completions in `shared`; returns how many entries the table lists. */
function completeGroups(
  task: TaskCompletions,
  table: RollTable,
  grouping: RollGrouping,
  shared: SharedCompletions,
  start: Int32Array,
): number {
  const { reps, sigs } = grouping
  let total = 0
  let pruned = false
  for (let k = 0; k < reps.length; k++) {
    const sig = sigs[k] as number
    if (sig >= shared.first.length) {
      shared.first = grown(shared.first, sig + 1, -1)
      shared.count = grown(shared.count, sig + 1, 0)
    }
    if ((shared.first[sig] as number) < 0) {
      if (!pruned) findCandidates(shared, table)
      pruned = true
      completeSignature(task, shared, table, reps[k] as number, sig)
    }
    start[k] = total
    total += shared.count[sig] as number
  }
  start[reps.length] = total
  return total
}

/**
 * The completions of every group with the held dice of `shared`, which carries them between pools of the
 * same task and held dice: groups that agree on every capped die type complete the same ways.
 */
function buildCompletionTable(
  task: TaskCompletions,
  table: RollTable,
  grouping: RollGrouping,
  shared: SharedCompletions,
): CompletionTable {
  const start = new Int32Array(grouping.reps.length + 1)
  const list = new Int32Array(completeGroups(task, table, grouping, shared, start))
  const descs: Consumption[] = []
  const touched: number[] = []
  const { sigs } = grouping
  const { first, count, ids, local } = shared
  let p = 0
  for (let k = 0; k < sigs.length; k++) {
    const sig = sigs[k] as number
    const end = (first[sig] as number) + (count[sig] as number)
    for (let j = first[sig] as number; j < end; j++) {
      const id = ids[j] as number
      let d = local[id] as number
      if (d < 0) {
        d = descs.length
        descs.push(shared.descs[id] as Consumption)
        local[id] = d
        touched.push(id)
      }
      list[p++] = d
    }
  }
  for (const id of touched) local[id] = -1
  return { descs, start, list }
}

/** The held dice a task can use: no completion takes more of a face than its fulfillers need (scratch). */
const usable = new Uint8Array(FACE_COUNT)

/**
 * The grouping and completion table of `task` for a pool (the roll table and its pool key) and held dice, built
 * once. Held dice beyond what the task needs of a face complete it the same ways: such helds share one table.
 */
export function completionTableOf(
  task: TaskCompletions,
  table: RollTable,
  pool: number,
  held: ArrayLike<number>,
): readonly [RollGrouping, CompletionTable] {
  for (let f = 0; f < FACE_COUNT; f++) usable[f] = Math.min(held[f] as number, task.need[f] as number)
  const heldKey = heldKeyOf(usable)
  const key = heldKey * FOLDED_POOL_SPAN + pool
  let pair = task.tables.get(key)
  if (pair) return pair
  let grouping = task.groupings.get(pool)
  if (!grouping) task.groupings.set(pool, (grouping = groupRolls(task, table)))
  let shared = task.shared.get(heldKey)
  if (!shared) task.shared.set(heldKey, (shared = sharedCompletions(task.fulfillers, usable, task.sigIds.size)))
  pair = [grouping, buildCompletionTable(task, table, grouping, shared)] as const
  task.tables.set(key, pair)
  return pair
}
