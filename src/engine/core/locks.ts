// Revised rulebook, "Locked Dice", "Freeing Locked Dice", "Resolving Multiple Locks".
import type { DieColor } from '../dice.ts'
import type { DieState, Lock, LockSource } from '../state.ts'
import { emit, type Ctx } from './ctx.ts'

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
