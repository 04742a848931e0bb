// Which ways a roll (plus held dice) can complete one task, as what each way uses up.
import { FACE_COUNT, type FaceCounts } from './fulfillers.ts'
import { type RollTable, TYPE_FACE, TYPES } from './rollTables.ts'

/** What one completion uses: rolled dice per colour, and held faces. */
export type Consumption = { readonly dice: readonly [number, number, number]; readonly held: Uint8Array }

/** For every roll of a pool: the distinct consumptions of the task's minimal completions. */
export type CompletionTable = {
  readonly descs: readonly Consumption[]
  /** completions of roll i are list[offsets[i] .. offsets[i + 1]) (indices into descs) */
  readonly offsets: Int32Array
  readonly list: Int32Array
}

const FACE_TYPES: readonly number[][] = Array.from({ length: FACE_COUNT }, (_, f) =>
  Array.from({ length: TYPES }, (_, t) => t).filter((t) => TYPE_FACE[t] === f),
)

/**
 * Calls `emit` with every way to take the faces of `need` from held dice and from rolled dice
 * (`types`, dice per die type at `base`): the colour split of rolled dice and the held faces used.
 */
export function forEachSourcing(
  need: FaceCounts,
  held: ArrayLike<number>,
  types: ArrayLike<number>,
  base: number,
  emit: (dice: readonly [number, number, number], heldUsed: Uint8Array) => void,
): void {
  const dice: [number, number, number] = [0, 0, 0]
  const heldUsed = new Uint8Array(FACE_COUNT)
  const byType = (f: number, k: number, left: number): void => {
    const ts = FACE_TYPES[f] as number[]
    if (k === ts.length) {
      if (left === 0) byFace(f + 1)
      return
    }
    const type = ts[k] as number
    const col = (type / 6) | 0
    const have = types[base + type] as number
    for (let a = Math.min(have, left); a >= 0; a--) {
      dice[col] = (dice[col] as number) + a
      byType(f, k + 1, left - a)
      dice[col] = (dice[col] as number) - a
    }
  }
  const byFace = (f: number): void => {
    if (f === FACE_COUNT) {
      emit(dice, heldUsed)
      return
    }
    const m = need[f] as number
    if (m === 0) return byFace(f + 1)
    const h = Math.min(m, held[f] as number)
    for (let x = h; x >= 0; x--) {
      heldUsed[f] = x
      byType(f, 0, m - x)
    }
    heldUsed[f] = 0
  }
  byFace(0)
}

/**
 * Builds the table. Rolls that agree on every face a completion could use (per colour, green
 * counts capped at the most any minimal completion needs) share one list, computed once.
 */
export function buildCompletionTable(fulfillers: readonly FaceCounts[], table: RollTable, held: Uint8Array): CompletionTable {
  const descs: Consumption[] = []
  const index = new Map<number, number>()
  const bySignature = new Map<number, number[]>()
  const offsets = new Int32Array(table.size + 1)
  const list: number[] = []
  const need = new Uint8Array(FACE_COUNT)
  for (const m of fulfillers) for (let f = 0; f < FACE_COUNT; f++) need[f] = Math.max(need[f] as number, m[f] as number)
  // A mixed-radix signature; `exact` falls back to the roll itself if the radix would overflow.
  const signatureTypes: number[] = []
  const caps: number[] = []
  let range = 1
  for (let type = 0; type < TYPES; type++) {
    const cap = Math.min(need[TYPE_FACE[type] as number] as number, table.pool[(type / 6) | 0] as number)
    if (cap === 0) continue
    signatureTypes.push(type)
    caps.push(cap)
    range *= cap + 1
  }
  const exact = range > 2 ** 52
  const types = table.types
  for (let i = 0; i < table.size; i++) {
    offsets[i] = list.length
    let sig = exact ? i : 0
    if (!exact)
      for (let k = 0; k < signatureTypes.length; k++) {
        const cap = caps[k] as number
        sig = sig * (cap + 1) + Math.min(types[i * TYPES + (signatureTypes[k] as number)] as number, cap)
      }
    let found = bySignature.get(sig)
    if (!found) {
      found = completionsOf(fulfillers, table, i, held, descs, index)
      bySignature.set(sig, found)
    }
    for (const d of found) list.push(d)
  }
  offsets[table.size] = list.length
  return { descs, offsets, list: Int32Array.from(list) }
}

function completionsOf(
  fulfillers: readonly FaceCounts[],
  table: RollTable,
  i: number,
  held: Uint8Array,
  descs: Consumption[],
  index: Map<number, number>,
): number[] {
  const found: number[] = []
  const faces = table.faces
  const emit = (dice: readonly [number, number, number], heldUsed: Uint8Array): void => {
    let key = 0
    for (let f = FACE_COUNT - 1; f >= 0; f--) key = key * 4 + (heldUsed[f] as number)
    key = ((key * 16 + dice[2]) * 16 + dice[1]) * 16 + dice[0]
    let d = index.get(key)
    if (d === undefined) {
      d = descs.length
      descs.push({ dice: [dice[0], dice[1], dice[2]], held: heldUsed.slice() })
      index.set(key, d)
    }
    if (!found.includes(d)) found.push(d)
  }
  for (const m of fulfillers) {
    let ok = true
    for (let f = 0; f < FACE_COUNT; f++) {
      if ((m[f] as number) > (faces[i * FACE_COUNT + f] as number) + (held[f] as number)) {
        ok = false
        break
      }
    }
    if (ok) forEachSourcing(m, held, table.types, i * TYPES, emit)
  }
  return found
}
