import { describe, expect, it } from 'vitest'
import { replay } from '../../src/engine/index.ts'
import {
  GAME_FILE_FORMAT,
  GAME_FILE_VERSION,
  MAX_FILE_CHARS,
  MAX_IMPORT_ACTIONS,
  decodeGameFile,
  encodeGameFile,
} from '../../src/persist/gameFile.ts'
import { canonicalJson, contentHash } from '../../src/persist/contentHash.ts'
import { cyrb53 } from '../../src/engine/index.ts'
import { BOT_GAMES } from './botGames.ts'

const game = BOT_GAMES[0]!
const fileOf = (patch: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(encodeGameFile(game)), ...patch })

describe('contentHash', () => {
  it('is stable: the same data in another key order hashes the same', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }))
    expect(cyrb53('abc')).toBe(cyrb53('abc'))
    expect(cyrb53('abc')).not.toBe(cyrb53('abd'))
  })
  it('tells the content sets apart, and knows no set it does not have', () => {
    expect(contentHash('original')).toMatch(/^[0-9a-f]{14}$/)
    expect(contentHash('original')).not.toBe(contentHash('starter'))
    expect(contentHash('nope')).toBeNull()
    expect(contentHash('__proto__')).toBeNull()
  })
})

describe('encodeGameFile / decodeGameFile', () => {
  it('writes the format, version, content set and hash, setup and actions', () => {
    const file = JSON.parse(encodeGameFile(game)) as Record<string, unknown>
    expect(file).toMatchObject({ format: GAME_FILE_FORMAT, version: GAME_FILE_VERSION, content: 'original' })
    expect(file.contentHash).toBe(contentHash('original'))
    expect(file.actions).toEqual(game.actions)
  })

  it.each(BOT_GAMES.map((g, i) => [i, g] as const))('round-trips bot game %i to the same game', (_i, g) => {
    const decoded = decodeGameFile(encodeGameFile(g, 1))
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    expect(decoded.value.actions).toEqual(g.actions)
    expect(replay(decoded.value)).toEqual(replay(g))
  })

  it.each([
    ['too large', 'x'.repeat(MAX_FILE_CHARS + 1), /too large/],
    ['not JSON', '{"format":', /not valid JSON/],
    ['not an object', '[1,2]', /expected a JSON object/],
    ['another format', fileOf({ format: 'chess' }), /not a Midnight Museum game/],
    ['a newer version', fileOf({ version: 2 }), /newer version.*version 2/],
    ['a version that is not a number', fileOf({ version: '1' }), /version is missing/],
    ['other content', fileOf({ content: 'starter', contentHash: contentHash('starter') }), /card set "starter"/],
    ['changed cards', fileOf({ contentHash: '00000000000000' }), /other cards/],
    ['actions not a list', fileOf({ actions: {} }), /malformed at actions: expected a list of actions/],
    ['too many actions', fileOf({ actions: Array(MAX_IMPORT_ACTIONS + 1).fill(0) }), /at most 10,000 actions/],
    ['an unknown key', fileOf({ extra: 1 }), /malformed at the file/],
    ['a __proto__ key', encodeGameFile(game).replace('{', '{"__proto__":{"polluted":1},'), /malformed/],
    ['a bad setup', fileOf({ setup: { seed: 'x', investigators: 2 } }), /setup is wrong/],
    [
      'a refused action',
      fileOf({ actions: [game.actions[0], { type: 'endTurn' }] }),
      /rules refuse action 2 of 2 \(endTurn\)/,
    ],
  ])('refuses %s with a message', (_what, text, message) => {
    const result = decodeGameFile(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(message)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('names the index of the first action the rules refuse', () => {
    const actions = [...game.actions.slice(0, 10), game.actions[3]!, ...game.actions.slice(10)]
    const result = decodeGameFile(encodeGameFile({ setup: game.setup, actions }))
    expect(result).toMatchObject({ ok: false })
    if (!result.ok) expect(result.error).toContain('[index 10]')
  })
})
