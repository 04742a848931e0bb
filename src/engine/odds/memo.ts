// The solver's memo: entries keyed exactly by (dice on spells, rest of the state).

/** Memo entries keyed exactly by (dice on spells, rest of the state): one flat map when no die is on a spell. */
export class Memo<T> {
  readonly base = new Map<number, T>()
  readonly more = new Map<number, Map<number, T>>()
  get(sk: number, key: number): T | undefined {
    return sk === 0 ? this.base.get(key) : this.more.get(sk)?.get(key)
  }
  has(sk: number, key: number): boolean {
    return sk === 0 ? this.base.has(key) : (this.more.get(sk)?.has(key) ?? false)
  }
  set(sk: number, key: number, v: T): void {
    if (sk === 0) this.base.set(key, v)
    else {
      let m = this.more.get(sk)
      if (!m) this.more.set(sk, (m = new Map()))
      m.set(key, v)
    }
  }
  get size(): number {
    let n = this.base.size
    for (const m of this.more.values()) n += m.size
    return n
  }
}
