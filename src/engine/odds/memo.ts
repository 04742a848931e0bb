// The solver's memo: entries keyed exactly by (dice on spells, rest of the state).

const EMPTY = -1

/**
 * Memo entries keyed exactly by two integers below 2^53 — the dice on spells with the terror state (`sk`) and the
 * rest of the state (`key`) — in one open-addressing table. A Map keyed by numbers that large boxes every key it
 * is asked about, and the solver asks millions of times per solve; here the keys stay in typed arrays.
 */
export class Memo<T> {
  private slots = new Int32Array(1 << 10).fill(EMPTY)
  private sks = new Float64Array(1 << 9)
  private keys = new Float64Array(1 << 9)
  private readonly values: T[] = []
  private count = 0

  get(sk: number, key: number): T | undefined {
    const at = this.find(sk, key)
    return at === EMPTY ? undefined : this.values[at]
  }
  has(sk: number, key: number): boolean {
    return this.find(sk, key) !== EMPTY
  }
  set(sk: number, key: number, v: T): void {
    const mask = this.slots.length - 1
    for (let s = hash(sk, key) & mask; ; s = (s + 1) & mask) {
      const at = this.slots[s] as number
      if (at === EMPTY) break
      if (this.keys[at] === key && this.sks[at] === sk) {
        this.values[at] = v
        return
      }
    }
    if (this.count === this.keys.length) this.grow()
    const at = this.count++
    this.sks[at] = sk
    this.keys[at] = key
    this.values[at] = v
    this.place(at)
  }
  get size(): number {
    return this.count
  }
  /** About how many bytes the table holds (the values' own objects apart). */
  get bytes(): number {
    return this.slots.byteLength + this.sks.byteLength + this.keys.byteLength + this.values.length * 8
  }

  private find(sk: number, key: number): number {
    const mask = this.slots.length - 1
    for (let s = hash(sk, key) & mask; ; s = (s + 1) & mask) {
      const at = this.slots[s] as number
      if (at === EMPTY || (this.keys[at] === key && this.sks[at] === sk)) return at
    }
  }
  private place(at: number): void {
    const mask = this.slots.length - 1
    let s = hash(this.sks[at] as number, this.keys[at] as number) & mask
    while (this.slots[s] !== EMPTY) s = (s + 1) & mask
    this.slots[s] = at
  }
  /** Doubles the entry arrays and the slots (kept at most half full), placing every entry again. */
  private grow(): void {
    const n = this.keys.length * 2
    const sks = new Float64Array(n)
    sks.set(this.sks)
    const keys = new Float64Array(n)
    keys.set(this.keys)
    this.sks = sks
    this.keys = keys
    this.slots = new Int32Array(n * 2).fill(EMPTY)
    for (let at = 0; at < this.count; at++) this.place(at)
  }
}

/** Mixes both keys' low and high 32 bits (integers below 2^53: `>>> 0` takes them modulo 2^32 exactly). */
function hash(sk: number, key: number): number {
  let h = Math.imul(key >>> 0, 0x9e3779b1)
  h = Math.imul(h ^ ((key / 4294967296) | 0) ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (sk >>> 0) ^ (h >>> 13), 0xc2b2ae35)
  h = Math.imul(h ^ ((sk / 4294967296) | 0) ^ (h >>> 16), 0x27d4eb2f)
  return h ^ (h >>> 15)
}
