// Which ways a roll (plus held dice) can complete one task, as what each way uses up.
import { FACE_COUNT, type FaceCounts } from './fulfillers.ts'
import { type RollTable, SIDES, TYPE_FACE, TYPES } from './rollTables.ts'
import { HELD_BASE } from './stateSpace.ts'

/** What one completion uses: rolled dice per colour, and held faces. */
export type Consumption = { readonly dice: readonly [number, number, number]; readonly held: Uint8Array }

/**
 * Rolls of a pool grouped for one task: rolls that agree on every die a completion could use
 * (each die type's count capped at the most any minimal completion needs of its face) complete the
 * task the same ways, whatever the held dice. `reps` holds one roll of each group.
 */
export type RollGrouping = {
  readonly groupOf: Int32Array
  readonly reps: Int32Array
  /** Per group: its capped die counts as one small number, the same for every pool of the task (colourGroups). */
  readonly sigs: Int32Array
  readonly need: Uint8Array
}

/** For every group of a grouping: the distinct consumptions of the task's minimal completions. */
export type CompletionTable = {
  readonly descs: readonly Consumption[]
  /** group k completes as descs[list[start[k] .. start[k + 1])] */
  readonly start: Int32Array
  readonly list: Int32Array
}

const FACE_TYPES: readonly number[][] = Array.from({ length: FACE_COUNT }, (_, f) =>
  Array.from({ length: TYPES }, (_, t) => t).filter((t) => TYPE_FACE[t] === f),
)

type SourcingContext = {
  need: FaceCounts
  held: ArrayLike<number>
  types: ArrayLike<number>
  base: number
  dice: [number, number, number]
  heldUsed: Uint8Array
  out: number[]
}

/** A consumption as one number: held faces (4 bits each), then red, yellow, green (4 bits each). */
export function consumptionKey(dice: readonly number[], held: ArrayLike<number>): number {
  let key = 0
  for (let f = FACE_COUNT - 1; f >= 0; f--) key = key * HELD_BASE + (held[f] as number)
  return ((key * 16 + (dice[2] as number)) * 16 + (dice[1] as number)) * 16 + (dice[0] as number)
}

function consumptionOf(key: number): Consumption {
  // Math.floor, not `| 0`: with 4-bit held faces a key exceeds 2^32.
  const dice: [number, number, number] = [key % 16, Math.floor(key / 16) % 16, Math.floor(key / 256) % 16]
  let rest = Math.floor(key / 4096)
  const held = new Uint8Array(FACE_COUNT)
  for (let f = 0; f < FACE_COUNT; f++) {
    held[f] = rest % HELD_BASE
    rest = Math.floor(rest / HELD_BASE)
  }
  return { dice, held }
}

function byFace(ctx: SourcingContext, f: number): void {
  if (f === FACE_COUNT) {
    ctx.out.push(consumptionKey(ctx.dice, ctx.heldUsed))
    return
  }
  const m = ctx.need[f] as number
  if (m === 0) return byFace(ctx, f + 1)
  for (let x = Math.min(m, ctx.held[f] as number); x >= 0; x--) {
    ctx.heldUsed[f] = x
    byType(ctx, f, 0, m - x)
  }
  ctx.heldUsed[f] = 0
}

function byType(ctx: SourcingContext, f: number, k: number, left: number): void {
  const ts = FACE_TYPES[f] as number[]
  if (k === ts.length) {
    if (left === 0) byFace(ctx, f + 1)
    return
  }
  const type = ts[k] as number
  const col = (type / SIDES) | 0
  const have = ctx.types[ctx.base + type] as number
  for (let a = Math.min(have, left); a >= 0; a--) {
    ctx.dice[col] = (ctx.dice[col] as number) + a
    byType(ctx, f, k + 1, left - a)
    ctx.dice[col] = (ctx.dice[col] as number) - a
  }
}

/**
 * Every way to take the faces of `need` from held dice and from rolled dice (`types`: dice per die
 * type, from offset `base`): the colours of the rolled dice taken and the held faces taken.
 */
export function sourcings(
  need: FaceCounts,
  held: ArrayLike<number>,
  types: ArrayLike<number>,
  base: number,
): Consumption[] {
  return sourcingKeys(need, held, types, base, []).map(consumptionOf)
}

const scratch: SourcingContext = {
  need: new Uint8Array(FACE_COUNT),
  held: [],
  types: [],
  base: 0,
  dice: [0, 0, 0],
  heldUsed: new Uint8Array(FACE_COUNT),
  out: [],
}

function sourcingKeys(
  need: FaceCounts,
  held: ArrayLike<number>,
  types: ArrayLike<number>,
  base: number,
  out: number[],
): number[] {
  scratch.need = need
  scratch.held = held
  scratch.types = types
  scratch.base = base
  scratch.out = out
  byFace(scratch, 0)
  return out
}

/** Per `need` (one per task): each colour's capped side counts met so far, numbered (colourGroups `global`). */
const colourIds = new WeakMap<Uint8Array, Map<number, number>[]>()

/**
 * Dense ids of one colour's outcomes, equal when they agree on every capped side count; `global` numbers each
 * id's capped counts the same way for every pool of the task (below 2^14 for green, 2^8 for yellow and red).
 */
function colourGroups(
  table: RollTable,
  col: number,
  need: Uint8Array,
): { ids: Int32Array; count: number; global: number[] } {
  const part = table.parts[col as 0 | 1 | 2]
  const ids = new Int32Array(part.size)
  const seen = new Map<number, number>()
  const global: number[] = []
  let known = colourIds.get(need)
  if (!known) colourIds.set(need, (known = [new Map(), new Map(), new Map()]))
  const all = known[col] as Map<number, number>
  for (let m = 0; m < part.size; m++) {
    let key = 0
    for (let s = 0; s < SIDES; s++) {
      const cap = need[TYPE_FACE[col * SIDES + s] as number] as number
      key = key * 16 + Math.min(part.counts[m * SIDES + s] as number, cap)
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
export function neededFaces(fulfillers: readonly FaceCounts[]): Uint8Array {
  const need = new Uint8Array(FACE_COUNT)
  for (const m of fulfillers)
    for (let f = 0; f < FACE_COUNT; f++) need[f] = Math.max(need[f] as number, Math.min(15, m[f] as number))
  return need
}

export function groupRolls(table: RollTable, need: Uint8Array): RollGrouping {
  const [gg, yg, rg] = [colourGroups(table, 0, need), colourGroups(table, 1, need), colourGroups(table, 2, need)]
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
          sigs.push((green * 256 + yellow) * 256 + (rg.global[rg.ids[c] as number] as number))
          combined[key] = group
        }
        groupOf[i] = group
      }
    }
  return { groupOf, reps: Int32Array.from(reps), sigs: Int32Array.from(sigs), need }
}

/**
 * What the completion tables of one task with the same held dice share, whatever the pool: the completions of
 * each signature (as ids of `descs`, numbered once here), and a scratch map from those ids to a table's own.
 */
export type SharedCompletions = {
  readonly bySignature: Map<number, number[]>
  readonly ids: Map<number, number>
  readonly descs: Consumption[]
  local: Int32Array
}

export function sharedCompletions(): SharedCompletions {
  return { bySignature: new Map(), ids: new Map(), descs: [], local: new Int32Array(64).fill(-1) }
}

/** The id in `shared` of a consumption key, numbered when first met. */
function sharedId(shared: SharedCompletions, key: number): number {
  let id = shared.ids.get(key)
  if (id === undefined) {
    id = shared.descs.length
    shared.descs.push(consumptionOf(key))
    shared.ids.set(key, id)
    if (id >= shared.local.length) {
      const local = new Int32Array(shared.local.length * 2).fill(-1)
      local.set(shared.local)
      shared.local = local
    }
  }
  return id
}

/**
 * The completions of every group with these held dice. `shared` carries them between pools of the
 * same task and held dice: groups that agree on every capped die type complete the same ways.
 */
export function buildCompletionTable(
  fulfillers: readonly FaceCounts[],
  table: RollTable,
  grouping: RollGrouping,
  held: Uint8Array,
  shared: SharedCompletions = sharedCompletions(),
): CompletionTable {
  const descs: Consumption[] = []
  const touched: number[] = []
  const start = new Int32Array(grouping.reps.length + 1)
  const list: number[] = []
  for (let k = 0; k < grouping.reps.length; k++) {
    start[k] = list.length
    const i = grouping.reps[k] as number
    const sig = grouping.sigs[k] as number
    let ids = shared.bySignature.get(sig)
    if (!ids) {
      ids = completionKeys(fulfillers, table, i, held)
      for (let j = 0; j < ids.length; j++) ids[j] = sharedId(shared, ids[j] as number)
      shared.bySignature.set(sig, ids)
    }
    const local = shared.local
    for (let j = 0; j < ids.length; j++) {
      const id = ids[j] as number
      let d = local[id] as number
      if (d < 0) {
        d = descs.length
        descs.push(shared.descs[id] as Consumption)
        local[id] = d
        touched.push(id)
      }
      list.push(d)
    }
  }
  start[grouping.reps.length] = list.length
  for (const id of touched) shared.local[id] = -1
  return { descs, start, list: Int32Array.from(list) }
}

function completionKeys(fulfillers: readonly FaceCounts[], table: RollTable, i: number, held: Uint8Array): number[] {
  const found: number[] = []
  const keys: number[] = []
  const faces = table.faces
  for (const m of fulfillers) {
    let ok = true
    for (let f = 0; f < FACE_COUNT; f++) {
      if ((m[f] as number) > (faces[i * FACE_COUNT + f] as number) + (held[f] as number)) {
        ok = false
        break
      }
    }
    if (!ok) continue
    keys.length = 0
    for (const key of sourcingKeys(m, held, table.types, i * TYPES, keys)) if (!found.includes(key)) found.push(key)
  }
  return found
}
