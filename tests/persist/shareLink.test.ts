import { describe, expect, it } from 'vitest'
import { encodeGameFile } from '../../src/persist/gameFile.ts'
import { MAX_LINK_CHARS, decodeShareLink, encodeShareLink, packPayload } from '../../src/persist/shareLink.ts'
import { BOT_GAMES } from './botGames.ts'

const game = BOT_GAMES[0]!
const BASE = 'https://example.test/museum/'

describe('encodeShareLink / decodeShareLink', () => {
  it('puts the game in the fragment of the replay route', () => {
    const link = encodeShareLink(game, BASE)
    expect(link.ok).toBe(true)
    if (link.ok) expect(link.value).toMatch(/^https:\/\/example\.test\/museum\/#\/replay\?g=[A-Za-z0-9_-]+$/)
  })

  it.each(BOT_GAMES.map((g, i) => [i, g] as const))(
    'round-trips bot game %i (whole link, fragment, query)',
    (_i, g) => {
      const link = encodeShareLink(g, BASE)
      if (!link.ok) throw new Error(link.error)
      for (const text of [link.value, link.value.slice(link.value.indexOf('#')), link.value.split('?')[1]!]) {
        const decoded = decodeShareLink(text)
        expect(decoded.ok && decoded.value.actions).toEqual(g.actions)
      }
    },
  )

  it('refuses at creation a game whose link would be too long, offering the file', () => {
    // every bot game's actions, then again backwards: too varied for the compressor's 32 kB window to fold
    const all = BOT_GAMES.flatMap((g) => g.actions)
    const long = { setup: game.setup, actions: [...all, ...all.slice().reverse()] }
    const link = encodeShareLink(long, BASE)
    expect(link.ok).toBe(false)
    if (!link.ok) expect(link.error).toMatch(/too long to share as a link.*Export it as a file instead/)
  })

  it.each([
    ['no game in it', 'https://example.test/#/replay', /holds no game/],
    ['an empty game', '#/replay?g=', /holds no game/],
    ['foreign characters', '#/replay?g=abc<script>', /damaged: it holds characters/],
    ['garbled compression', '#/replay?g=AAAAAAAAAA', /damaged|not valid JSON/],
    ['cut short', `#/replay?g=${packPayload(encodeGameFile(game)).slice(0, 200)}`, /damaged|not valid JSON/],
    ['too long', `#/replay?g=${'A'.repeat(MAX_LINK_CHARS)}`, /too long/],
    ['another format', `g=${packPayload('{"format":"x","version":1}')}`, /not a Midnight Museum game/],
  ])('refuses a link with %s', (_what, text, message) => {
    const result = decodeShareLink(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(message)
  })
})

describe('a crafted link cannot make the page unpack more than a game file may hold', () => {
  it('stops a decompression bomb at the limit and says so', () => {
    // 20 MB of one character packs into a payload well under the link limit
    const bomb = packPayload('{'.padEnd(20_000_000, ' '))
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS)
    const result = decodeShareLink(`#/replay?g=${bomb}`)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(/too large/)
  })
  it('refuses a payload that is not base64url', () => {
    const result = decodeShareLink('#/replay?g=abc$def')
    expect(result.ok).toBe(false)
  })
})
