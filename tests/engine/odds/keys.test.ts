// The solver's key layouts (src/engine/odds/keys.ts) hold the largest values the solver accepts (solverCard.ts
// LIMITS, TERROR_STATES, the tables' own bounds) exactly, without collisions: raising a limit past what a key holds
// fails here, naming the key.
import { describe, expect, it } from 'vitest'
import { StateFrame } from '../../../src/engine/odds/frame.ts'
import { FACE_COUNT } from '../../../src/engine/odds/fulfillers.ts'
import * as K from '../../../src/engine/odds/keys.ts'
import { LIMITS, MAX_DICE } from '../../../src/engine/odds/solverCard.ts'

const SAFE = Number.MAX_SAFE_INTEGER
const INT32 = 2 ** 31

/** A state frame at the largest value of every field (`max`) or at 0. */
function frame(max: boolean): StateFrame {
  const s = new StateFrame()
  s.done = max ? (1 << LIMITS.tasks) - 1 : 0
  s.green = max ? LIMITS.green : 0
  s.yellow = max ? LIMITS.yellowRed : 0
  s.red = max ? LIMITS.yellowRed : 0
  s.focus = max ? LIMITS.focus : 0
  s.spells = max ? LIMITS.spells : 0
  s.clues = max ? LIMITS.clues : 0
  return s
}

/** The extras word with every flag, both marker faces at their largest code and the last terror state. */
const LARGEST_EX =
  K.withMarker(K.withMarker(K.FLAGS, 1, FACE_COUNT), 2, FACE_COUNT) | ((K.TERROR_STATES - 1) << K.TERROR_SHIFT)

describe('the solver keys hold the limits', () => {
  it('every state field fits its span in the V and Q keys', () => {
    expect(1 << LIMITS.tasks).toBeLessThanOrEqual(K.DONE_SPAN)
    expect(LIMITS.green).toBeLessThan(K.GREEN_SPAN)
    expect(LIMITS.yellowRed).toBeLessThan(K.YELLOW_SPAN)
    expect(LIMITS.yellowRed).toBeLessThan(K.RED_SPAN)
    expect(LIMITS.focus).toBeLessThan(K.FOCUS_SPAN)
    expect(LIMITS.spells).toBeLessThan(K.SPELLS_SPAN)
    expect(LIMITS.clues).toBeLessThan(K.CLUES_SPAN)
    expect(K.heldKeyOf([K.MAX_HELD, 0, 0, 0, 0, 0, 0, 0])).toBeLessThan(K.HELD_SPAN)
    expect(K.heldKeyOf([0, 0, 0, 0, 0, 0, 0, K.MAX_HELD])).toBeLessThan(K.HELD_SPAN)
    expect(LIMITS.heldPerFace).toBeLessThanOrEqual(K.MAX_HELD)
  })

  it('the largest V and Q keys are exact integers, and the smallest and largest state do not collide', () => {
    const s = frame(true)
    const hk = K.HELD_SPAN - 1
    const v = K.valueKey(s, hk, LARGEST_EX)
    const q = K.qKey(v, true)
    expect(Number.isSafeInteger(q)).toBe(true)
    expect(q).toBeLessThan(SAFE)
    // The key's fields read back exactly from the largest key.
    expect(q % K.Q_SPAN).toBe(1)
    const flags = Math.floor(q / K.Q_SPAN) % K.FLAG_SPAN
    expect(flags).toBe(K.FLAGS)
    const markers = Math.floor(q / K.Q_SPAN / K.FLAG_SPAN) % K.MARKER_SPAN
    expect(markers).toBe((LARGEST_EX & K.MARKERS) >>> K.MARKER_SHIFT)
    const rest = Math.floor(q / K.Q_SPAN / K.FLAG_SPAN / K.MARKER_SPAN)
    expect(rest % K.CLUES_SPAN).toBe(LIMITS.clues)
    expect(Math.floor(rest / (K.CLUES_SPAN * K.SPELLS_SPAN * K.FOCUS_SPAN)) % K.HELD_SPAN).toBe(hk)
    const pool = Math.floor(rest / (K.CLUES_SPAN * K.SPELLS_SPAN * K.FOCUS_SPAN * K.HELD_SPAN))
    expect(pool).toBe(((s.done * K.GREEN_SPAN + s.green) * K.YELLOW_SPAN + s.yellow) * K.RED_SPAN + s.red)
    expect(Math.floor(pool / (K.GREEN_SPAN * K.YELLOW_SPAN * K.RED_SPAN))).toBe(s.done)
    expect(K.valueKey(frame(false), 0, 0)).toBe(0)
  })

  it('states one step apart in any field have distinct keys', () => {
    const s = frame(true)
    const hk = K.HELD_SPAN - 1
    const keys = new Set<number>([K.valueKey(s, hk, LARGEST_EX)])
    const fields = ['done', 'green', 'yellow', 'red', 'focus', 'spells', 'clues'] as const
    for (const f of fields) {
      const t = new StateFrame().copy(s)
      t[f] -= 1
      keys.add(K.valueKey(t, hk, LARGEST_EX))
    }
    keys.add(K.valueKey(s, hk - 1, LARGEST_EX))
    keys.add(K.valueKey(s, hk, LARGEST_EX & ~K.ADD_RED))
    keys.add(K.valueKey(s, hk, K.withMarker(LARGEST_EX, 1, -1)))
    expect(keys.size).toBe(fields.length + 4)
  })

  it('the dice on spells and the terror state fit the memo key', () => {
    // Eight dice (MAX_HELD) of the last kind: the largest key of dice on spells.
    const sp = new Uint8Array(K.SPELL_KINDS)
    sp[K.SPELL_KINDS - 1] = K.MAX_HELD
    const sk = K.spellKeyOf(sp)
    expect(sk).toBeLessThan(K.SPELL_KEY_SPAN)
    expect(K.SPELL_KEY_BASE).toBe(K.SPELL_KINDS + 1)
    const mk = K.memoKey(sk, LARGEST_EX)
    expect(Number.isSafeInteger(mk)).toBe(true)
    expect(mk + 1).toBeLessThan(SAFE)
    // The terror state reads back from the extras word (a 32-bit integer) and from the memo key.
    expect(LARGEST_EX >>> K.TERROR_SHIFT).toBe(K.TERROR_STATES - 1)
    expect((K.TERROR_STATES << K.TERROR_SHIFT) >>> 0).toBeLessThan(INT32)
    expect(Math.floor(mk / K.SPELL_KEY_SPAN)).toBe(K.TERROR_STATES - 1)
    expect(mk % K.SPELL_KEY_SPAN).toBe(sk)
  })

  it('the extras word keeps its fields apart', () => {
    expect(K.FLAGS).toBe(K.ADD_YELLOW | K.ADD_RED | K.PER_ROLL)
    expect(K.FLAGS).toBeLessThan(1 << K.MARKER_SHIFT)
    expect(K.FLAG_SPAN).toBe(1 << K.MARKER_SHIFT)
    // Marker codes (face + 1, at most FACE_COUNT + 1) as two digits, below MARKER_SPAN, under the terror state.
    expect(FACE_COUNT + 1).toBeLessThan(K.MARKER_BASE)
    expect(K.MARKER_BASE * K.MARKER_BASE).toBeLessThanOrEqual(K.MARKER_SPAN)
    expect(K.MARKER_SPAN << K.MARKER_SHIFT).toBe(1 << K.TERROR_SHIFT)
    for (const y of [-1, 0, FACE_COUNT])
      for (const r of [-1, 0, FACE_COUNT]) {
        const ex = K.withMarker(K.withMarker(K.FLAGS | (5 << K.TERROR_SHIFT), 1, y), 2, r)
        expect([K.markerFace(ex, 1), K.markerFace(ex, 2), ex & K.FLAGS, ex >>> K.TERROR_SHIFT]).toEqual([y, r, 7, 5])
      }
  })

  it('pool, fold and completion-table keys hold the largest pool and fold', () => {
    expect(LIMITS.green).toBeLessThan(K.POOL_BASE)
    expect(LIMITS.yellowRed).toBeLessThan(K.POOL_BASE)
    const pool = K.foldedPoolKey(K.FOLD_SPAN - 1, LIMITS.green, LIMITS.yellowRed, LIMITS.yellowRed)
    expect(pool).toBeLessThan(K.FOLDED_POOL_SPAN)
    expect(K.FOLDED_POOL_SPAN).toBe(2 ** 22)
    // A card's tasks, and one more for the monsters that may come onto it (arrivals.ts, relevanceCard).
    expect(LIMITS.tasks + 1).toBeLessThanOrEqual(K.TASK_SPAN)
    const first = K.heldTaskKey(K.HELD_SPAN - 1, K.TASK_SPAN - 1)
    expect(Number.isSafeInteger(first * K.FOLDED_POOL_SPAN + pool)).toBe(true)
    expect(Number.isSafeInteger((K.HELD_SPAN - 1) * K.FOLDED_POOL_SPAN + pool)).toBe(true)
    const step = K.heldStepKey((1 << LIMITS.tasks) - 1, K.HELD_SPAN - 1, FACE_COUNT - 1)
    expect(Number.isSafeInteger(step)).toBe(true)
    expect(step).toBe(K.heldMaskKey((1 << LIMITS.tasks) - 1, K.HELD_SPAN - 1) * FACE_COUNT + FACE_COUNT - 1)
  })

  it('completion and roll-table digits hold the most dice of a colour', () => {
    // One colour's dice (a pool's largest count) as a digit of a consumption or a side count.
    expect(LIMITS.green).toBeLessThan(K.DICE_BASE)
    expect(LIMITS.green).toBeLessThan(K.SIDE_COUNT_BASE)
    expect(K.SIDE_COUNT_BASE ** 6).toBeLessThan(INT32 * 2)
    expect(K.HELD_WEIGHT * 2 ** K.MAX_HELD).toBeLessThan(INT32)
    // A fulfiller's count of one face (at most MAX_DICE dice) as an option slot.
    expect(MAX_DICE).toBeLessThan(K.OPTION_SPAN)
    expect(K.DICE_BASE ** 6).toBeLessThanOrEqual(2 ** 24)
  })

  it('terror-state keys hold every terror state', () => {
    const step = K.stepKey(K.TERROR_STATES - 1, K.ENTRY_SPAN - 1, true)
    expect(Number.isSafeInteger(step)).toBe(true)
    expect(step).toBe(((K.TERROR_STATES - 1) * K.ENTRY_SPAN + K.ENTRY_SPAN - 1) * 2 + 1)
    expect(Number.isSafeInteger(K.stateCountKey(K.TERROR_STATES - 1, K.EVENT_SPAN - 1))).toBe(true)
    // The events-so-far key: per tasks done, events and dice left (terrorCanonical.ts, fewestEvents).
    const events = K.stateCountKey(((1 << LIMITS.tasks) - 1) * K.EVENT_SPAN + K.EVENT_SPAN - 1, K.EVENT_SPAN - 1)
    expect(Number.isSafeInteger(events)).toBe(true)
    // Dice and slack stay below EVENT_SPAN; monsters drawn and draws left, below DRAW_SPAN.
    expect(MAX_DICE).toBeLessThan(K.EVENT_SPAN)
    expect(LIMITS.green + 2 * LIMITS.yellowRed).toBeLessThan(K.TUPLE_BASE)
    expect(K.TUPLE_BASE ** 8).toBeLessThanOrEqual(SAFE)
    expect(K.DRAW_SPAN * K.DRAW_SPAN).toBeLessThan(INT32)
  })
})
