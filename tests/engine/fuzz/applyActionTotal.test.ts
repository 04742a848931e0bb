// Issue 9: applyAction and checkAction are total. Any JSON value, any legal action bent out of shape, and any
// well-formed action with made-up ids, given to states from seeded random games: no throw, the (deep-frozen)
// state is untouched, and every refusal carries a code from VIOLATION_CODES.
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import {
  ACTION_TYPES,
  FACES,
  VIOLATION_CODES,
  applyAction,
  checkAction,
  type GameState,
} from '../../../src/engine/index.ts'
import { knownIds, sampleStates } from './samples.ts'

const samples = sampleStates(24, 9)
const snapshots = samples.map((s) => JSON.parse(JSON.stringify(s.state)) as GameState)
const ids = knownIds(samples)
const codes: readonly string[] = VIOLATION_CODES

/** The property: no throw, checkAction and applyAction agree, a refusal has a listed code. */
function total(state: GameState, value: unknown): { ok: boolean; code: string | null } {
  const verdict = checkAction(state, value)
  const result = applyAction(state, value)
  expect(result.ok).toBe(verdict === null)
  if (result.ok) {
    expect(result.state).not.toBe(state)
    return { ok: true, code: null }
  }
  expect(codes).toContain(result.violation.code)
  expect(result.violation).toEqual(verdict)
  expect(result.violation.message.length).toBeGreaterThan(0)
  return { ok: false, code: result.violation.code }
}

// By index, so a counterexample prints a number rather than a whole game state.
const sample = fc.nat({ max: samples.length - 1 })
const at = (i: number) => samples[i] as (typeof samples)[number]
const json = fc.jsonValue({ maxDepth: 4 })

// --- legal actions bent out of shape ---------------------------------------------------------------------

type Path = readonly (string | number)[]

/** The path of every value inside an action (its fields, nested fields and list elements). */
function paths(value: unknown, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [at]
  const inner = Object.entries(value).flatMap(([k, v]) => paths(v, [...at, Array.isArray(value) ? Number(k) : k]))
  return at.length === 0 ? inner : [at, ...inner]
}

/** A copy of `value` with the value at `path` replaced (or, with `remove`, deleted). */
function replaced(value: unknown, path: Path, next: unknown, remove = false): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1) as string | number
  if (remove) delete parent[last]
  else parent[last] = next
  return copy
}

const strangeNumber = fc.constantFrom(-1, -0, 0.5, 2.5, -7.25, NaN, Infinity, -Infinity, 1e300, 2 ** 53, -(2 ** 31))
const huge = fc.constantFrom(9, 65, 1000, 100_000)

type Bend = (action: object, pick: number) => unknown
const bend: fc.Arbitrary<Bend> = fc.oneof(
  json.map((v) => (a: object, pick: number) => {
    const all = paths(a)
    return replaced(a, all[pick % all.length] as Path, v)
  }),
  strangeNumber.map((n) => (a: object, pick: number) => {
    const all = paths(a)
    return replaced(a, all[pick % all.length] as Path, n)
  }),
  fc.constant((a: object, pick: number) => {
    const all = paths(a)
    return replaced(a, all[pick % all.length] as Path, undefined, true)
  }),
  fc.tuple(fc.string({ maxLength: 12 }), json).map(([key, v]) => (a: object) => ({ ...a, [key || 'extra']: v })),
  json.map((v) => (a: object) => JSON.parse(`{"__proto__":${JSON.stringify(v)},${JSON.stringify(a).slice(1)}`)),
  fc.tuple(huge, json).map(([n, v]) => (a: object, pick: number) => {
    const all = paths(a)
    return replaced(a, all[pick % all.length] as Path, new Array(n).fill(v))
  }),
  fc.constantFrom(...ACTION_TYPES).map((type) => (a: object) => ({ ...a, type })),
  fc.constantFrom<(a: object) => unknown>(
    (a) => [a],
    (a) => JSON.stringify(a),
    (a) => ({ action: a }),
    (a) => Object.assign(Object.create(null), a),
  ),
)

// --- well-formed actions with any ids --------------------------------------------------------------------

const id = fc.oneof(fc.constantFrom(...ids), fc.string({ minLength: 1, maxLength: 12 }))
const dieId = fc.oneof(fc.nat({ max: 9 }), fc.nat())
const diceList = fc.array(dieId, { maxLength: 8 })
const idList = (max: number) => fc.array(id, { maxLength: max })
const stat = fc.constantFrom('sanity', 'stamina')
const target = fc.record({ dice: diceList, monsterId: id }, { requiredKeys: [] })
const location = fc.oneof(
  fc.constant({ kind: 'entrance' }),
  fc.constant({ kind: 'ancientOne' }),
  id.map((cardId) => ({ kind: 'card', cardId })),
)
const wellFormed = fc.oneof(
  location.map((to) => ({ type: 'moveTo', to })),
  fc.constantFrom('rollDice', 'failRoll', 'abandonAdventure', 'searchLostAndFound').map((type) => ({ type })),
  fc.record({
    type: fc.constant('reportRoll'),
    rollId: fc.nat(),
    faces: fc.array(fc.constantFrom(...FACES), { maxLength: 8 }),
  }),
  fc.record({ type: fc.constant('completeTask'), taskId: id, dice: diceList }),
  fc.record({ type: fc.constantFrom('discardDie', 'focusDie', 'releaseSpellDie'), dieId }),
  fc.record({ type: fc.constant('assist'), helper: dieId, dieId }),
  fc.record({ type: fc.constant('castSpell'), spellId: id, dieId: fc.option(dieId, { nil: null }) }),
  fc.record({ type: fc.constant('spendClue'), dice: diceList }),
  fc.record({ type: fc.constant('useCard'), cardId: id, target }, { requiredKeys: ['type', 'cardId'] }),
  fc.record({ type: fc.constant('useAbility'), target }, { requiredKeys: ['type'] }),
  fc.record({
    type: fc.constant('firstAid'),
    choice: fc.constantFrom('freeSanity', 'freeStamina', 'free', 'allSanity', 'allStamina', 'all'),
    trophies: idList(8),
  }),
  fc.record({ type: fc.constant('buySouvenir'), souvenirId: id, trophies: idList(8) }),
  fc.record({ type: fc.constant('chooseMonsterSpot'), cardId: id, row: fc.integer({ min: -1, max: 6 }) }),
  fc.record({ type: fc.constant('chooseTrophies'), trophies: idList(8) }),
  fc.record({ type: fc.constant('chooseItemsToDiscard'), items: idList(8) }),
  fc.record({ type: fc.constant('chooseInvestigator'), investigatorId: id }),
  fc.record({ type: fc.constant('chooseAssistPenalty'), helper: dieId, penalty: stat }),
  fc.record({ type: fc.constant('chooseMaximum'), stat }),
)

describe('applyAction and checkAction are total', () => {
  afterAll(() => {
    // Every state was deep-frozen before use (a mutation would have thrown); this proves none changed.
    samples.forEach((s, i) => expect(s.state).toEqual(snapshots[i]))
  })

  it('refuse any JSON value that is no action with MALFORMED_ACTION', () => {
    fc.assert(
      fc.property(sample, json, (i, value) => {
        expect(total(at(i).state, value).code).toBe('MALFORMED_ACTION')
      }),
      { numRuns: 4000, seed: 9001 },
    )
  })

  it('never throw on a legal action with a field replaced, removed or added, __proto__, huge lists or odd numbers', () => {
    let malformed = 0
    fc.assert(
      fc.property(sample, fc.nat(), fc.nat(), bend, (i, which, pick, how) => {
        const { state, legal } = at(i)
        const value = how(legal[which % legal.length] ?? { type: 'rollDice' }, pick)
        if (total(state, value).code === 'MALFORMED_ACTION') malformed++
      }),
      { numRuns: 5000, seed: 9002 },
    )
    expect(malformed).toBeGreaterThan(2500) // most bends break the shape; the rest reach the rules
  })

  it('give every well-formed action, whatever its ids, a verdict from the rules (never MALFORMED_ACTION)', () => {
    const verdicts = new Set<string>()
    fc.assert(
      fc.property(sample, wellFormed, (i, action) => {
        const code = total(at(i).state, action).code ?? 'accepted'
        expect(code).not.toBe('MALFORMED_ACTION')
        verdicts.add(code)
      }),
      { numRuns: 4000, seed: 9003 },
    )
    expect(verdicts.size).toBeGreaterThan(20) // the rules were reached along many paths, some actions accepted
    expect(verdicts).toContain('accepted')
  })
})
