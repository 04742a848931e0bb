// Which ways a roll (plus held dice) can complete one task, as what each way uses up.
import { FACE_COUNT, type FaceCounts } from './fulfillers.ts'
import { type RollTable, SIDES, TYPE_FACE, TYPES } from './rollTables.ts'
import { heldKeyOf } from './stateSpace.ts'

/** What one completion uses: rolled dice per colour, and held faces. */
export type Consumption = {
  readonly dice: readonly [number, number, number]
  readonly held: Uint8Array
  /** How many held dice it uses (the sum of `held`). */
  readonly heldCount: number
}

/**
 * Rolls of a pool grouped for one task: rolls that agree on every die a completion could use
 * (each die type's count capped at the most any minimal completion needs of its face) complete the
 * task the same ways, whatever the held dice. `reps` holds one roll of each group.
 */
export type RollGrouping = {
  readonly groupOf: Int32Array
  readonly reps: Int32Array
  /** Per group: its capped die counts as a dense id, the same for every pool of the task (TaskCompletions). */
  readonly sigs: Int32Array
}

/** For every group of a grouping: the distinct consumptions of the task's minimal completions. */
export type CompletionTable = {
  readonly descs: readonly Consumption[]
  /** group k completes as descs[list[start[k] .. start[k + 1])] */
  readonly start: Int32Array
  readonly list: Int32Array
}

/**
 * What the completion tables of one task with the same held dice share, whatever the pool: the completions of
 * each signature (as ids of `descs`, numbered once here), and a scratch map from those ids to a table's own.
 */
export type SharedCompletions = {
  readonly held: Uint8Array
  readonly heldWeight: Int32Array
  /** Per fulfiller: the faces it needs beyond the held dice, four 8-bit lanes per word (faces 0–3, 4–7). */
  readonly lo: Int32Array
  readonly hi: Int32Array
  /** Per fulfiller: how many rolled dice it needs beyond the held dice. */
  readonly dice: Int32Array
  /** Per signature id: where its completions start in `ids` (-1: not met yet), and how many there are. */
  first: Int32Array
  count: Int32Array
  ids: Int32Array
  size: number
  readonly idOf: Map<number, number>
  readonly descs: Consumption[]
  local: Int32Array
}

/**
 * One task's completion data, which depends only on its minimal fulfillers (not on the card, the state or the
 * game): the numbering of capped die counts, and the groupings, shared completions and tables met so far.
 */
export type TaskCompletions = {
  readonly fulfillers: readonly FaceCounts[]
  /** The most of each face any of the task's minimal completions needs. */
  readonly need: Uint8Array
  /** Per colour: its capped side counts, numbered (below 2^14 for green, 2^8 for yellow and red). */
  readonly colourIds: readonly Map<number, number>[]
  /** The three colours' numbers together, numbered densely (RollGrouping `sigs`). */
  readonly sigIds: Map<number, number>
  /** By pool key (with its table's fold: completionTableOf). */
  readonly groupings: Map<number, RollGrouping>
  /** By the key of the held dice the task can use (completionTableOf). */
  readonly shared: Map<number, SharedCompletions>
  /** By that held key * POOL_SPAN + pool key. */
  readonly tables: Map<number, readonly [RollGrouping, CompletionTable]>
}

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

const FACE_TYPES: readonly number[][] = Array.from({ length: FACE_COUNT }, (_, f) =>
  Array.from({ length: TYPES }, (_, t) => t).filter((t) => TYPE_FACE[t] === f),
)

/** What one rolled die of each type adds to a consumption key: its colour's count. */
const DIE_WEIGHT: readonly number[] = Array.from({ length: TYPES }, (_, t) => 16 ** ((t / SIDES) | 0))

/**
 * A consumption as one small integer, for given held dice: green, yellow, red taken (4 bits each), then the held
 * faces taken, face f in base held[f] + 1. `heldWeights` gives what one held die of each face adds; at most eight
 * held dice keep keys below 2^8 * 4096 (a small integer, cheap as a map key).
 */
function heldWeights(held: ArrayLike<number>): Int32Array {
  const out = new Int32Array(FACE_COUNT)
  let weight = 4096
  for (let f = 0; f < FACE_COUNT; f++) {
    out[f] = weight
    weight *= (held[f] as number) + 1
  }
  return out
}

function consumptionOf(key: number, held: ArrayLike<number>): Consumption {
  const dice: [number, number, number] = [key & 15, (key >> 4) & 15, (key >> 8) & 15]
  let rest = key >> 12
  const used = new Uint8Array(FACE_COUNT)
  let heldCount = 0
  for (let f = 0; f < FACE_COUNT; f++) {
    const base = (held[f] as number) + 1
    used[f] = rest % base
    heldCount += used[f] as number
    rest = (rest / base) | 0
  }
  return { dice, held: used, heldCount }
}

/**
 * The sourcings of one roll (scratch, no closures): the held faces, the roll (`types` from `base`, `faces` from
 * `faceBase`), each face's options met so far, and the distinct keys found so far.
 */
type Walk = {
  held: ArrayLike<number>
  heldWeight: Int32Array
  types: ArrayLike<number>
  base: number
  faces: ArrayLike<number>
  faceBase: number
  /** Which roll the options are for: an option slot is current when its stamp is. */
  roll: number
  /**
   * Per slot f * 16 + n: the ways to take n dice of face f, as consumption keys in opts[start .. end), held dice
   * first; the fulfillers of a task share them (each needs a few faces, at a few counts).
   */
  readonly stamp: Int32Array
  readonly start: Int32Array
  readonly end: Int32Array
  opts: Int32Array
  size: number
  /** The option slots of the fulfiller walked, one per face it needs. */
  readonly slots: Int32Array
  active: number
  readonly found: number[]
  count: number
}

const SLOTS = FACE_COUNT * 16

const walk: Walk = {
  held: [],
  heldWeight: new Int32Array(FACE_COUNT),
  types: [],
  base: 0,
  faces: [],
  faceBase: 0,
  roll: 0,
  stamp: new Int32Array(SLOTS),
  start: new Int32Array(SLOTS),
  end: new Int32Array(SLOTS),
  opts: new Int32Array(256),
  size: 0,
  slots: new Int32Array(FACE_COUNT),
  active: 0,
  found: [],
  count: 0,
}

/** Starts the walk of a new roll: no options, no keys found. */
function startWalk(
  held: ArrayLike<number>,
  heldWeight: Int32Array,
  types: ArrayLike<number>,
  base: number,
  faces: ArrayLike<number>,
  faceBase: number,
): void {
  walk.held = held
  walk.heldWeight = heldWeight
  walk.types = types
  walk.base = base
  walk.faces = faces
  walk.faceBase = faceBase
  walk.roll++
  walk.size = 0
  walk.count = 0
}

/**
 * Adds fulfiller m's sourcings to the keys found: each face's options in turn, in the order the faces come (the
 * order completions are numbered in). The roll and the held dice must meet m.
 */
function walkFulfiller(w: Walk, m: FaceCounts): void {
  w.active = 0
  let single = true // every face has one option: the fulfiller is sourced one way
  let key = 0
  for (let f = 0; f < FACE_COUNT; f++)
    if ((m[f] as number) > 0) {
      const slot = options(w, f, m[f] as number)
      w.slots[w.active++] = slot
      const from = w.start[slot] as number
      if ((w.end[slot] as number) - from === 1) key += w.opts[from] as number
      else single = false
    }
  if (single) found(w, key)
  else product(w, 0, 0)
}

function product(w: Walk, j: number, key: number): void {
  if (j === w.active) return found(w, key)
  const slot = w.slots[j] as number
  const end = w.end[slot] as number
  for (let i = w.start[slot] as number; i < end; i++) product(w, j + 1, key + (w.opts[i] as number))
}

/**
 * The slot of the ways to take n dice of face f: x from held dice (most first), the rest from rolled dice.
 * Held counts the roll cannot make up for are skipped: they would take no sourcing.
 */
function options(w: Walk, f: number, n: number): number {
  const slot = f * 16 + n
  if (w.stamp[slot] === w.roll) return slot
  w.stamp[slot] = w.roll
  w.start[slot] = w.size
  const rolled = w.faces[w.faceBase + f] as number
  const least = n > rolled ? n - rolled : 0
  for (let x = Math.min(n, w.held[f] as number); x >= least; x--)
    byColour(w, f, n - x, x * (w.heldWeight[f] as number), 0, rolled)
  w.end[slot] = w.size
  return slot
}

/**
 * `left` rolled dice of face f from its die types `k` on, which show `room` >= `left` of it (most of the
 * first type first). Counts the later types cannot make up for are skipped.
 */
function byColour(w: Walk, f: number, left: number, key: number, k: number, room: number): void {
  if (left === 0) {
    if (w.size === w.opts.length) w.opts = grown(w.opts, w.size + 1, 0)
    w.opts[w.size++] = key
    return
  }
  const type = (FACE_TYPES[f] as number[])[k] as number
  const have = w.types[w.base + type] as number
  const weight = DIE_WEIGHT[type] as number
  const rest = room - have
  const least = left > rest ? left - rest : 0
  for (let a = Math.min(have, left); a >= least; a--) byColour(w, f, left - a, key + a * weight, k + 1, rest)
}

/** Records a consumption key unless this roll already has it (a few per roll: a scan beats a set). */
function found(w: Walk, key: number): void {
  const keys = w.found
  for (let j = 0; j < w.count; j++) if (keys[j] === key) return
  keys[w.count++] = key
}

/** Faces 0–3 (`at` 0) or 4–7 (`at` 4) of a face vector as four 8-bit lanes of one word. */
function lanes(faces: ArrayLike<number>, at: number): number {
  return (
    (faces[at] as number) |
    ((faces[at + 1] as number) << 8) |
    ((faces[at + 2] as number) << 16) |
    ((faces[at + 3] as number) << 24)
  )
}

/** Every lane's top bit: (a | HIGH) - b keeps a lane's top bit exactly when a >= b there (lanes below 128). */
const HIGH = 0x80808080 | 0

/** The fulfillers some roll of the pool met now can meet with the held dice (indices; scratch). */
const candidates = { list: new Int32Array(64), count: 0 }

/** Which colours show each face: COLOURS_SHOWING[f * 3 + col] is 1 when a die of colour col has face f. */
const COLOURS_SHOWING = Uint8Array.from({ length: FACE_COUNT * 3 }, (_, k) =>
  [0, 1, 2, 3, 4, 5].some((s) => TYPE_FACE[(k % 3) * SIDES + s] === ((k / 3) | 0)) ? 1 : 0,
)

/**
 * Keeps, of the task's fulfillers, those the pool's best roll could meet with the held dice: no more of a face
 * than all dice that show it, no more dice than the pool has. The others are not tested roll by roll.
 */
function findCandidates(shared: SharedCompletions, table: RollTable): void {
  const [g, y, r] = table.pool
  const most = new Uint8Array(FACE_COUNT)
  for (let f = 0; f < FACE_COUNT; f++)
    most[f] =
      g * (COLOURS_SHOWING[f * 3] as number) +
      y * (COLOURS_SHOWING[f * 3 + 1] as number) +
      r * (COLOURS_SHOWING[f * 3 + 2] as number)
  const lo = lanes(most, 0) | HIGH
  const hi = lanes(most, 4) | HIGH
  if (candidates.list.length < shared.lo.length) candidates.list = new Int32Array(shared.lo.length)
  candidates.count = 0
  for (let j = 0; j < shared.lo.length; j++)
    if (
      (shared.dice[j] as number) <= g + y + r &&
      ((lo - (shared.lo[j] as number)) & HIGH) === HIGH &&
      ((hi - (shared.hi[j] as number)) & HIGH) === HIGH
    )
      candidates.list[candidates.count++] = j
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

/** `a` copied into a new array at least twice as long and at least `size`, the new entries `fill`. */
function grown(a: Int32Array, size: number, fill: number): Int32Array {
  const out = new Int32Array(Math.max(size, a.length * 2))
  if (fill !== 0) out.fill(fill, a.length)
  out.set(a)
  return out
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

export function groupRolls(task: TaskCompletions, table: RollTable): RollGrouping {
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
          sigs.push(signatureId(task, (green * 256 + yellow) * 256 + (rg.global[rg.ids[c] as number] as number)))
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

/** Pool keys with their roll table's fold take 22 bits (solverContext.ts: fold id * 4096 + rollTables poolKey). */
const POOL_SPAN = 2 ** 22

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
  const key = heldKey * POOL_SPAN + pool
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
