// Revised rulebook, "Locked Dice", "Freeing Locked Dice", "Resolving Multiple Locks".
//
// WHICH DIE A LOCK TAKES. Revised: "the players must immediately place one die of the corresponding color on that
// icon, even if the die is currently on a spell card or investigator marker" — it says a die may be taken from a
// spell or a marker, not which die of the colour is taken when several could be. First printing ("Cards and
// Markers with a Locked Die Icon"): "In the case of green dice, the active player chooses which die is placed on
// the locked die icon", and a die already locked cannot be moved. docs/rules.md#locks: no first-printing row for
// this, so the revised text rules and it is silent; the engine's rule (settled here): the lock takes a free die
// first — one beside the entrance (idle), then the dice pool, then an investigator marker, then a spell, then a
// die on a completed task or discarded this phase — and within a place the lowest die id. A lock never takes a
// die from another lock; with no die of the colour free it waits (oldest waiting lock served first).
import type { DieColor } from '../dice.ts'
import type { DieState, Lock, LockSource } from '../state.ts'
import { emit, type Ctx } from './ctx.ts'

/** Where a lock looks for its die, in order (see above). */
const PREFERENCE = ['idle', 'pool', 'marker', 'spell', 'assigned', 'discarded'] as const

/** Places a die of that colour on a new lock, taking it from wherever it is (even a spell or a marker). */
export function lockDie(ctx: Ctx, color: DieColor, source: LockSource): void {
  const { s } = ctx
  const lock: Lock = { id: s.nextLockId++, color, source, dieId: null }
  s.locks.push(lock)
  const die = pickDie(s.dice, color)
  if (die) seize(ctx, die, lock)
}

function pickDie(dice: readonly DieState[], color: DieColor): DieState | undefined {
  for (const kind of PREFERENCE) {
    const die = dice.find((d) => d.color === color && d.at.kind === kind)
    if (die) return die
  }
  return undefined
}

function seize(ctx: Ctx, die: DieState, lock: Lock): void {
  if (die.at.kind === 'spell') releaseFromSpell(ctx, die.id)
  const phase = ctx.s.phase
  if ((phase.kind === 'resolution' || phase.kind === 'entrance') && phase.pendingDice.includes(die.id))
    phase.pendingDice = phase.pendingDice.filter((id) => id !== die.id)
  die.at = { kind: 'locked', lockId: lock.id }
  die.face = null
  lock.dieId = die.id
  emit(ctx, { type: 'dieLocked', dieId: die.id, color: die.color, lockId: lock.id })
}

/** Takes a die off its spell; a spell with no dice left returns to the bottom of the spell deck. */
export function releaseFromSpell(ctx: Ctx, dieId: number): void {
  const { s } = ctx
  const entry = s.spellsInPlay.find((e) => e.dieId === dieId)
  if (!entry) return
  s.spellsInPlay = s.spellsInPlay.filter((e) => e !== entry)
  s.decks.spell.push(entry.spellId)
}

/** Frees every lock whose source matches; each freed die moves to the oldest waiting lock of its colour. */
export function freeLocks(ctx: Ctx, matches: (source: LockSource) => boolean): void {
  const { s } = ctx
  const freed = s.locks.filter((l) => matches(l.source))
  if (freed.length === 0) return
  s.locks = s.locks.filter((l) => !matches(l.source))
  for (const lock of freed) {
    if (lock.dieId === null) continue
    const die = s.dice[lock.dieId] as DieState
    const waiting = s.locks.find((l) => l.color === die.color && l.dieId === null)
    emit(ctx, { type: 'dieFreed', dieId: die.id, lockId: lock.id })
    if (waiting) seize(ctx, die, waiting)
    else die.at = { kind: 'idle' }
  }
}

/** Revised awakening: dice locked by adventures, other worlds or monsters leave the game. */
export function removeBoardLockedDice(ctx: Ctx): void {
  const { s } = ctx
  const board = (l: Lock) => l.source.kind !== 'mythos'
  for (const lock of s.locks.filter(board)) {
    if (lock.dieId === null) continue
    const die = s.dice[lock.dieId] as DieState
    die.at = { kind: 'removed' }
    emit(ctx, { type: 'dieRemoved', dieId: die.id })
  }
  s.locks = s.locks.filter((l) => !board(l))
}
