// Issue 12, "Done when" (hostile input): generated malformed and hostile files and links — bad JSON, wrong types,
// unknown versions, other content, huge arrays, actions the rules refuse, prototype-pollution keys, truncated or
// garbled compression — go through the import path. Each is refused with a message, nothing throws, and the game
// in progress (a store session) is unchanged. A file or link the game made from a bot game always imports.
import fc from 'fast-check'
import { createStore } from 'jotai'
import { afterAll, describe, expect, it } from 'vitest'
import {
  applyAction,
  checkAction,
  createGame,
  replay,
  type Action,
  type GameRecord,
  type GameState,
} from '../../src/engine/index.ts'
import { loadSessionAtom, sessionAtom, tableModeAtom } from '../../src/state/gameAtoms.ts'
import { MAX_IMPORT_ACTIONS, encodeGameFile } from '../../src/persist/gameFile.ts'
import { encodeShareLink, packPayload, unpackPayload } from '../../src/persist/shareLink.ts'
import { importGameAtom, type ImportSource } from '../../src/ui/persist/importGameAtom.ts'
import { BOT_GAMES } from './botGames.ts'

/** Cases run, by kind: the total is asserted at the end (at least 10,000). */
const ran = new Map<string, number>()
const count = (kind: string) => ran.set(kind, (ran.get(kind) ?? 0) + 1)
/** Changed inputs that still decoded to a legal game and were opened faithfully, by kind (reported, not counted). */
const opened = new Map<string, number>()

// The game in progress every import is tried against: a bot game, 25 actions in.
const store = createStore()
const inProgress = BOT_GAMES[2]!
store.set(loadSessionAtom, { setup: inProgress.setup, actions: inProgress.actions.slice(0, 25), id: 'in-progress' })
const sessionBefore = store.get(sessionAtom)

/** Imports through the store: must be refused with a sentence, never throw, and leave the session as it was. */
function expectRefused(source: ImportSource, kind: string): string {
  count(kind)
  const result = store.set(importGameAtom, source)
  if (result.ok) throw new Error(`${kind}: accepted ${source.text.slice(0, 120)}`)
  expect(result.error.length).toBeGreaterThan(10)
  expect(store.get(sessionAtom)).toBe(sessionBefore)
  expect(store.get(tableModeAtom)).toBe('play')
  return result.error
}

/**
 * For changes that might by chance still make a legal game (a garbled link that decodes to other dice faces):
 * refused with a message and the session unchanged, or accepted exactly when the engine replays the decoded game.
 */
function expectRefusedOrFaithful(source: ImportSource, kind: string) {
  count(kind)
  const result = store.set(importGameAtom, source)
  if (!result.ok) {
    expect(result.error.length).toBeGreaterThan(10)
    expect(store.get(sessionAtom)).toBe(sessionBefore)
    return
  }
  opened.set(kind, (opened.get(kind) ?? 0) + 1)
  expect(store.get(tableModeAtom)).toBe('replay') // opened in the replay viewer
  const session = store.get(sessionAtom)!
  expect(replay({ setup: session.setup, actions: session.actions }).ok).toBe(true)
  restore()
}

// A faithful import opens the replay viewer; put the very same session back (and the play mode) so identity checks
// keep their meaning.
function restore() {
  store.set(tableModeAtom, 'play')
  store.set(sessionAtom, sessionBefore)
}

const file = (record: GameRecord) => JSON.parse(encodeGameFile(record)) as Record<string, unknown>
const link = (text: string) => `https://example.test/#/replay?g=${packPayload(text)}`
const both = (text: string): readonly ImportSource[] => [
  { kind: 'file', text },
  { kind: 'link', text: link(text) },
]

// Short prefixes of bot games, with the state after each: cheap to replay, and a place for a refused action.
const PREFIX = 40
const prefixes: { readonly record: GameRecord; readonly states: readonly GameState[] }[] = BOT_GAMES.map((g) => {
  const states: GameState[] = [createGame(g.setup)]
  for (const action of g.actions.slice(0, PREFIX)) {
    const next = applyAction(states.at(-1)!, action)
    if (!next.ok) throw new Error('a bot game does not replay')
    states.push(next.state)
  }
  return { record: { setup: g.setup, actions: g.actions.slice(0, PREFIX) }, states }
})
const prefixArb = fc.record({ game: fc.nat(BOT_GAMES.length - 1), length: fc.nat(PREFIX) })

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']
/** JSON values whose objects may carry prototype-pollution keys as their own keys. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 })), tie('value')), {
        maxLength: 4,
      })
      .map((entries) => Object.fromEntries(entries)),
  ),
})).value

const FIELDS = ['format', 'version', 'content', 'contentHash', 'setup', 'actions'] as const

describe('import of hostile files and links', () => {
  afterAll(() => {
    const total = [...ran.values()].reduce((a, b) => a + b, 0)
    console.info(
      `hostile input: ${total} cases`,
      Object.fromEntries(ran),
      'opened faithfully:',
      Object.fromEntries(opened),
    )
    expect(total, JSON.stringify(Object.fromEntries(ran))).toBeGreaterThanOrEqual(10_000)
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses any text that is not a game (bad JSON, or JSON of another shape)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.json({ maxDepth: 3 })), (text) => {
        for (const source of both(text)) expectRefused(source, 'not a game')
        expectRefused({ kind: 'link', text }, 'raw link text')
      }),
      { numRuns: 1500 },
    )
  })

  it('refuses a game file with a field replaced by a wrong type or hostile keys', () => {
    fc.assert(
      fc.property(prefixArb, fc.constantFrom(...FIELDS), hostileValue, ({ game, length }, field, value) => {
        const base = prefixes[game]!.record
        const doc = file({ setup: base.setup, actions: base.actions.slice(0, length) })
        const changed = { ...doc, [field]: value }
        fc.pre(JSON.stringify(changed[field]) !== JSON.stringify(doc[field]))
        // a list of actions replaced by another list may by chance be empty or a legal prefix
        if (field === 'actions')
          for (const s of both(JSON.stringify(changed))) expectRefusedOrFaithful(s, 'field replaced')
        else for (const s of both(JSON.stringify(changed))) expectRefused(s, 'field replaced')
      }),
      { numRuns: 1200 },
    )
  })

  it('refuses prototype-pollution keys at the top, in the setup and in an action', () => {
    fc.assert(
      fc.property(
        prefixArb,
        fc.constantFrom(...HOSTILE_KEYS),
        hostileValue,
        fc.nat(2),
        ({ game, length }, key, value, where) => {
          const base = prefixes[game]!.record
          const doc = file({ setup: base.setup, actions: base.actions.slice(0, Math.max(1, length)) })
          const extra = Object.fromEntries([[key, value]])
          const actions = doc.actions as Record<string, unknown>[]
          const changed =
            where === 0
              ? { ...doc, ...extra }
              : where === 1
                ? { ...doc, setup: { ...(doc.setup as object), ...extra } }
                : { ...doc, actions: [{ ...actions[0], ...extra }, ...actions.slice(1)] }
          for (const s of both(JSON.stringify(changed))) expectRefused(s, 'prototype keys')
        },
      ),
      { numRuns: 700 },
    )
  })

  it('refuses unknown versions and other content', () => {
    fc.assert(
      fc.property(
        prefixArb,
        fc.oneof(
          fc.record({ version: fc.integer().filter((v) => v !== 1) }),
          fc.record({ version: fc.oneof(fc.double(), fc.string(), fc.constant(null)).filter((v) => v !== 1) }),
          fc.record({ content: fc.string({ maxLength: 20 }).filter((c) => c !== 'original') }),
          fc.record({ content: fc.constant('starter') }),
          fc.record({ contentHash: fc.string({ maxLength: 20 }) }),
          fc.record({ format: fc.string({ maxLength: 30 }) }),
        ),
        ({ game, length }, patch) => {
          const base = prefixes[game]!.record
          const doc = { ...file({ setup: base.setup, actions: base.actions.slice(0, length) }), ...patch }
          for (const s of both(JSON.stringify(doc))) expectRefused(s, 'version or content')
        },
      ),
      { numRuns: 700 },
    )
  })

  it('refuses huge lists of actions before replaying them', () => {
    const huge = JSON.stringify(file({ setup: BOT_GAMES[0]!.setup, actions: [] })).replace(
      '"actions":[]',
      `"actions":[${Array(MAX_IMPORT_ACTIONS + 1)
        .fill('{"type":"rollDice"}')
        .join(',')}]`,
    )
    expect(expectRefused({ kind: 'file', text: huge }, 'huge')).toMatch(/at most 10,000 actions/)
    fc.assert(
      fc.property(fc.integer({ min: MAX_IMPORT_ACTIONS + 1, max: MAX_IMPORT_ACTIONS + 5000 }), (n) => {
        const text = JSON.stringify({ ...file(BOT_GAMES[0]!), actions: Array(n).fill(0) })
        expectRefused({ kind: 'file', text }, 'huge')
      }),
      { numRuns: 30 },
    )
  })

  it('refuses an action the rules refuse, naming its index', () => {
    const candidates: Action[] = [
      { type: 'rollDice' },
      { type: 'failRoll' },
      { type: 'abandonAdventure' },
      { type: 'searchLostAndFound' },
      { type: 'moveTo', to: { kind: 'entrance' } },
      { type: 'moveTo', to: { kind: 'ancientOne' } },
      { type: 'moveTo', to: { kind: 'card', cardId: 'no-such-card' } },
      { type: 'focusDie', dieId: 7 },
      { type: 'discardDie', dieId: 3 },
      { type: 'completeTask', taskId: 'no-such-task', dice: [0] },
      { type: 'reportRoll', rollId: 99_999, faces: ['T'] },
      { type: 'chooseMaximum', stat: 'sanity' },
      { type: 'chooseInvestigator', investigatorId: 'nobody' },
      { type: 'spendClue', dice: [0, 1] },
      { type: 'castSpell', spellId: 'no-spell', dieId: 0 },
    ]
    fc.assert(
      fc.property(prefixArb, fc.nat(candidates.length - 1), fc.nat(5), ({ game, length }, pick, tail) => {
        const { record, states } = prefixes[game]!
        const refused = candidates.filter((a) => checkAction(states[length]!, a) !== null)
        const action = refused[pick % Math.max(1, refused.length)]
        fc.pre(action !== undefined)
        // the refused action, then a few more of the game's own (they must not be reached)
        const actions = [...record.actions.slice(0, length), action, ...record.actions.slice(length, length + tail)]
        for (const s of both(JSON.stringify(file({ setup: record.setup, actions })))) {
          const message = expectRefused(s, 'rules refuse')
          expect(message).toContain(`[index ${length}]`)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('refuses truncated and garbled compression (or, where a change still decodes to a legal game, opens it faithfully)', () => {
    fc.assert(
      fc.property(
        prefixArb,
        fc.oneof(
          fc.record({ cut: fc.nat() }),
          fc.record({ at: fc.nat(), char: fc.constantFrom(...'ABCXYZabcxyz0189_-$'.split('')) }),
          fc.record({ at: fc.nat(), remove: fc.integer({ min: 1, max: 40 }) }),
          fc.record({ at: fc.nat(), insert: fc.string({ maxLength: 6 }) }),
        ),
        ({ game, length }, change) => {
          const base = prefixes[game]!.record
          const payload = packPayload(encodeGameFile({ setup: base.setup, actions: base.actions.slice(0, length) }))
          let garbled: string
          if ('cut' in change) {
            garbled = payload.slice(0, change.cut % payload.length)
            const text = `#/replay?g=${garbled}`
            // a cut is refused unless it only dropped the padding after the end of the stream
            const unpacked = unpackPayload(garbled)
            const decoded = unpacked.ok ? unpacked.value : null
            if (decoded !== encodeGameFile({ setup: base.setup, actions: base.actions.slice(0, length) }))
              expectRefused({ kind: 'link', text }, 'truncated')
            else expectRefusedOrFaithful({ kind: 'link', text }, 'truncated')
            return
          }
          const at = change.at % payload.length
          if ('char' in change) garbled = payload.slice(0, at) + change.char + payload.slice(at + 1)
          else if ('remove' in change) garbled = payload.slice(0, at) + payload.slice(at + change.remove)
          else garbled = payload.slice(0, at) + change.insert + payload.slice(at)
          expectRefusedOrFaithful({ kind: 'link', text: `#/replay?g=${garbled}` }, 'garbled')
        },
      ),
      { numRuns: 1500 },
    )
  })

  it('always imports a file or link the game made (bot games, cut at any action)', () => {
    fc.assert(
      fc.property(prefixArb, ({ game, length }) => {
        const record = { setup: prefixes[game]!.record.setup, actions: prefixes[game]!.record.actions.slice(0, length) }
        const shared = encodeShareLink(record, 'https://example.test/')
        if (!shared.ok) throw new Error(shared.error)
        for (const source of [
          { kind: 'file', text: encodeGameFile(record) },
          { kind: 'link', text: shared.value },
        ] as const) {
          count('made by the game')
          const result = store.set(importGameAtom, source)
          expect(result.ok).toBe(true)
          const session = store.get(sessionAtom)!
          expect(store.get(tableModeAtom)).toBe('replay')
          expect(session.actions).toEqual(record.actions)
          expect(session.state).toEqual(replay(record).ok && (replay(record) as { value: GameState }).value)
          restore()
        }
      }),
      { numRuns: 150 },
    )
  })

  it.each(BOT_GAMES.map((g, i) => [i, g] as const))(
    'imports whole bot game %i from its file and its link, equal to the game',
    (_i, g) => {
      const expected = replay(g)
      if (!expected.ok) throw new Error('bot game does not replay')
      const shared = encodeShareLink(g, 'https://example.test/')
      if (!shared.ok) throw new Error(shared.error)
      for (const source of [
        { kind: 'file', text: encodeGameFile(g) },
        { kind: 'link', text: shared.value },
      ] as const) {
        count('made by the game')
        expect(store.set(importGameAtom, source).ok).toBe(true)
        expect(store.get(sessionAtom)?.state).toEqual(expected.value)
        restore()
      }
    },
  )
})
