// The one string hash (src/engine/textHash.ts) in its two forms, value for value: a game file's content hash and a
// room's state fingerprint are kept or sent, so a change to either value is a change of format and must fail here.
import { describe, expect, it } from 'vitest'
import { CONTENT_SETS } from '../../src/content/contentSets.ts'
import { cyrb53, fnv64 } from '../../src/engine/index.ts'
import { canonicalJson, contentHash } from '../../src/persist/contentHash.ts'

describe('the string hash', () => {
  it('cyrb53 (game files) keeps its values', () => {
    expect(cyrb53('')).toBe('0bdcb81aee8d83')
    expect(cyrb53('abc')).toBe('11f9f91ac18c8d')
    expect(cyrb53('Midnight Museum — Ω')).toBe('043a95b5e4c58f')
  })

  it('fnv64 (room state fingerprints) keeps its values', () => {
    expect(fnv64('""')).toBe('ffcaaa85a6a925f5')
    expect(fnv64('"abc"')).toBe('b6413aeba1b49be7')
    expect(fnv64('"Midnight Museum — Ω"')).toBe('dc2b9dbec7f38841')
  })

  it('a content set is hashed as its canonical JSON', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: null }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":null,"d":2}]}')
    for (const id of Object.keys(CONTENT_SETS)) expect(contentHash(id)).toBe(cyrb53(canonicalJson(CONTENT_SETS[id])))
  })
})
