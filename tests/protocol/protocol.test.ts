// The room's wire contract (src/protocol/protocol.ts), schema by schema: every message a client may send passes in
// its good forms, and each kind of malformed one is refused with its reason (zod's issue code at the field that is
// wrong), never thrown on. The server answers any refusal with MALFORMED_MESSAGE (tests/server/hostileClient.test.ts
// sends 10,000 of them through a real room).
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LIMITS,
  HASH_EVERY,
  ROOM_CODES,
  clientMessages,
  createOptions,
  joinOptions,
  throwSchema,
} from '../../src/protocol/protocol.ts'

type Schema = { safeParse(value: unknown): { success: boolean; error?: { issues: readonly Issue[] } } }
type Issue = { readonly code: string; readonly path: readonly PropertyKey[] }

/** Why `schema` refuses `value`: its issues as `path: code` (the path dotted, `.` for the message itself). */
function refusal(schema: Schema, value: unknown): string[] {
  const parsed = schema.safeParse(value)
  if (parsed.success) return []
  return parsed.error!.issues.map((i) => `${i.path.map(String).join('.') || '.'}: ${i.code}`)
}

const TOKEN = 'a'.repeat(16)
const THROW = { rollId: 3, seed: 0xffffffff, impulse: [0, 2, -3], spin: [1, 0, 0], from: [0, 1, 0] }

describe('createOptions', () => {
  it('takes a host name with a new setup, a carried record, or neither', () => {
    for (const good of [
      { name: 'Ada' },
      { name: 'Ada', setup: { seed: 1, investigators: 2 } },
      { name: 'Ada', record: { setup: {}, actions: [] } },
    ])
      expect(refusal(createOptions, good)).toEqual([])
  })

  it('trims the name before measuring it', () => {
    expect(createOptions.parse({ name: '  Ada  ' }).name).toBe('Ada')
    expect(refusal(createOptions, { name: `  ${'n'.repeat(40)}  ` })).toEqual([])
  })

  it.each([
    ['no name', {}, ['name: invalid_type']],
    ['a blank name', { name: '   ' }, ['name: too_small']],
    ['a name of 41 letters', { name: 'n'.repeat(41) }, ['name: too_big']],
    ['a name that is not text', { name: 7 }, ['name: invalid_type']],
    ['a key it does not know', { name: 'Ada', admin: true }, ['.: unrecognized_keys']],
    ['not an object', 'Ada', ['.: invalid_type']],
  ])('refuses %s', (_, value, reason) => {
    expect(refusal(createOptions, value)).toEqual(reason)
  })
})

describe('joinOptions', () => {
  it('takes an invite, a watch link or a returning seat’s token', () => {
    for (const good of [{ name: 'Bo', invite: TOKEN }, { name: 'Bo', watch: 'w'.repeat(64) }, { seatToken: TOKEN }])
      expect(refusal(joinOptions, good)).toEqual([])
  })

  it.each([
    ['a token under 16 characters', { name: 'Bo', invite: 'short' }, ['invite: too_small']],
    ['a token over 64 characters', { seatToken: 't'.repeat(65) }, ['seatToken: too_big']],
    ['an invite without a name', { invite: TOKEN }, ['.: invalid_union']],
    ['an invite and a watch link at once', { name: 'Bo', invite: TOKEN, watch: TOKEN }, ['.: invalid_union']],
    ['nothing', {}, ['.: invalid_union']],
  ])('refuses %s', (_, value, reason) => {
    expect(refusal(joinOptions, value)).toEqual(reason)
  })
})

describe('the client’s messages', () => {
  it('are exactly these, each with a schema', () => {
    expect(Object.keys(clientMessages).sort()).toEqual(['assign', 'handThrow', 'propose', 'resync', 'stage', 'throw'])
    expect(clientMessages.throw).toBe(throwSchema)
    expect(clientMessages.handThrow).toBe(throwSchema)
  })

  it('propose: a log position and any action (the engine parses the action)', () => {
    expect(refusal(clientMessages.propose, { seq: 0, action: { type: 'moveTo' } })).toEqual([])
    expect(refusal(clientMessages.propose, { seq: 12, action: 'anything' })).toEqual([])
    expect(refusal(clientMessages.propose, { seq: -1, action: {} })).toEqual(['seq: too_small'])
    expect(refusal(clientMessages.propose, { seq: 1.5, action: {} })).toEqual(['seq: invalid_type'])
    expect(refusal(clientMessages.propose, { seq: '1', action: {} })).toEqual(['seq: invalid_type'])
    expect(refusal(clientMessages.propose, { seq: 0 })).toEqual(['action: invalid_type'])
    expect(refusal(clientMessages.propose, { seq: 0, action: {}, seat: 1 })).toEqual(['.: unrecognized_keys'])
  })

  it('throw and handThrow: a roll id, a 32-bit seed and three vectors within the table', () => {
    expect(refusal(throwSchema, THROW)).toEqual([])
    expect(refusal(throwSchema, { ...THROW, rollId: -1 })).toEqual(['rollId: too_small'])
    expect(refusal(throwSchema, { ...THROW, rollId: 'x' })).toEqual(['rollId: invalid_type'])
    expect(refusal(throwSchema, { ...THROW, seed: 0x100000000 })).toEqual(['seed: too_big'])
    expect(refusal(throwSchema, { ...THROW, seed: 0.5 })).toEqual(['seed: invalid_type'])
    expect(refusal(throwSchema, { ...THROW, impulse: [0, 0] })).toEqual(['impulse: too_small'])
    expect(refusal(throwSchema, { ...THROW, spin: [0, 0, 0, 0] })).toEqual(['spin: too_big'])
    expect(refusal(throwSchema, { ...THROW, from: [0, 1001, 0] })).toEqual(['from.1: too_big'])
    expect(refusal(throwSchema, { ...THROW, from: [0, Number.NaN, 0] })).toEqual(['from.1: invalid_type'])
    expect(refusal(throwSchema, { ...THROW, impulse: [-1001, 0, 0] })).toEqual(['impulse.0: too_small'])
    expect(refusal(throwSchema, { ...THROW, faces: ['W'] })).toEqual(['.: unrecognized_keys'])
  })

  it('stage: at most 16 rows of at most 16 dice, each die 0–15', () => {
    const stage = clientMessages.stage
    expect(refusal(stage, { staged: {} })).toEqual([])
    expect(refusal(stage, { staged: { 'card:1': [0, 15] } })).toEqual([])
    const rows = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`task:${i}`, [0]]))
    expect(refusal(stage, { staged: rows(16) })).toEqual([])
    expect(refusal(stage, { staged: rows(17) })).toEqual(['staged: custom'])
    expect(refusal(stage, { staged: { t: [16] } })).toEqual(['staged.t.0: too_big'])
    expect(refusal(stage, { staged: { t: [-1] } })).toEqual(['staged.t.0: too_small'])
    expect(refusal(stage, { staged: { t: Array.from({ length: 17 }, () => 0) } })).toEqual(['staged.t: too_big'])
    const long = 'k'.repeat(65)
    expect(refusal(stage, { staged: { [long]: [0] } })).toEqual([`staged.${long}: invalid_key`])
    expect(refusal(stage, { staged: { t: 3 } })).toEqual(['staged.t: invalid_type'])
  })

  it('assign: an investigator 0–7 to a seat, or back to the host', () => {
    const assign = clientMessages.assign
    expect(refusal(assign, { player: 0, seatId: TOKEN })).toEqual([])
    expect(refusal(assign, { player: 7, seatId: null })).toEqual([])
    expect(refusal(assign, { player: 8, seatId: null })).toEqual(['player: too_big'])
    expect(refusal(assign, { player: 0, seatId: 'short' })).toEqual(['seatId: too_small'])
    expect(refusal(assign, { player: 0 })).toEqual(['seatId: invalid_type'])
  })

  it('resync: nothing, or an empty object', () => {
    expect(refusal(clientMessages.resync, undefined)).toEqual([])
    expect(refusal(clientMessages.resync, {})).toEqual([])
    expect(refusal(clientMessages.resync, { all: true })).toEqual(['.: unrecognized_keys'])
    expect(refusal(clientMessages.resync, 'again')).toEqual(['.: invalid_type'])
  })

  it('refuse without throwing whatever arrives', () => {
    const odd = [null, 0, '', [], { __proto__: { seq: 0 } }, JSON.parse('{"__proto__": {"seq": 0}}')]
    for (const schema of Object.values(clientMessages))
      for (const value of odd) expect(() => schema.safeParse(value)).not.toThrow()
  })
})

describe('the room’s constants', () => {
  it('name each refusal once, and keep the limits a client cannot change sane', () => {
    expect(new Set(ROOM_CODES).size).toBe(ROOM_CODES.length)
    expect(ROOM_CODES).toContain('MALFORMED_MESSAGE')
    expect(DEFAULT_LIMITS.burst).toBeGreaterThanOrEqual(DEFAULT_LIMITS.messagesPerSecond)
    expect(DEFAULT_LIMITS.maxMessageBytes).toBeGreaterThan(JSON.stringify({ seq: 0, action: THROW }).length)
    expect(Number.isInteger(HASH_EVERY) && HASH_EVERY > 0).toBe(true)
  })
})
