// Every adventure and Other World of the original set, every Mythos card and Ancient One: each effect that can
// fire during an attempt is one the terror model follows (src/engine/odds/terrorModel.ts lists them), and the
// odds at every card of a plain table are exact.
import { describe, expect, it } from 'vitest'
import { CONTENT } from '../../../src/content/index.ts'
import type { Effect } from '../../../src/engine/content.ts'
import { terrorModel } from '../../../src/engine/odds/index.ts'
import { edit, scenario } from '../support/scenario.ts'

/** Effects the model follows, and those that change no die, task or continuation of an attempt. */
const MODELLED = new Set(['sanity', 'stamina', 'monster', 'doom'])
const HARMLESS = new Set(['clue', 'draw', 'elderSign', 'gate', 'clock', 'loseTrophies', 'discardItem'])

const kinds = (effects: readonly Effect[]): string[] =>
  effects.flatMap((e) => (e.kind === 'everyInvestigator' ? kinds(e.effects) : [e.kind]))

describe('terrorModel over the original set', () => {
  const cards = [...CONTENT.adventures, ...CONTENT.otherWorlds]

  it('every terror effect of every card, Mythos card and Ancient One is modelled or changes nothing', () => {
    const sources = [
      ...cards.map((c) => [c.id, c.terror] as const),
      ...CONTENT.mythos.map((m) => [m.id, m.terror] as const),
      ...CONTENT.ancientOnes.map((a) => [a.id, a.terror ?? []] as const),
    ]
    for (const [id, terror] of sources)
      for (const kind of kinds(terror)) expect(MODELLED.has(kind) || HARMLESS.has(kind), `${id}: ${kind}`).toBe(true)
    // What the set's terror does, by kind (a change to the content shows here).
    const used = new Set(sources.flatMap(([, t]) => kinds(t)))
    expect([...used].sort()).toEqual(['doom', 'monster', 'sanity', 'stamina'])
  })

  it('task costs are sanity, stamina or the clock only (the health model covers them)', () => {
    for (const c of cards)
      for (const m of c.tasks.matchAll(/\d+(\w+)/g))
        if (!/^I$/.test(m[1] ?? '')) expect(['san', 'sta'], `${c.id}: ${m[0]}`).toContain(m[1])
  })

  it('at every card of a plain table (full health, monsters in the cup, only green dice) the odds are exact', () => {
    for (const c of cards) {
      const board = [
        c.id,
        ...cards
          .filter((o) => o.id !== c.id && !o.otherWorld)
          .slice(0, 5)
          .map((o) => o.id),
      ]
      const s = edit(
        scenario({
          content: 'original',
          board,
          investigators: ['ada-marsh', 'ruth-calloway'],
          ancientOne: 'cthulhu',
          mythos: 'sleepless-night',
        }),
        () => {},
      )
      const { model, exactness } = terrorModel(s, c.id)
      expect(exactness, c.id).toEqual({ approximate: false })
      // The crate's own terror makes monsters appear, and once the other open monster tasks are taken they must go
      // in its empty monster task, adding a task mid-attempt (modelled: the draw that must go there).
      if (c.id === 'unmarked-crate') expect(model.arrivals?.at.length, c.id).toBe(1)
      const monsters = kinds(c.terror).filter((k) => k === 'monster').length
      expect(model.monsters.at(-1), c.id).toBe(monsters)
      // The Mythos card's terror costs a sanity on top of the card's own.
      const sanity = kinds(c.terror).filter((k) => k === 'sanity').length + 1
      expect(model.health?.perEvent[0], c.id).toBe(sanity)
    }
  })

  it('with a Mythos whose terror brings a monster, every card is exact but the Unmarked Crate (two monsters an event)', () => {
    for (const c of cards) {
      const board = [
        c.id,
        ...cards
          .filter((o) => o.id !== c.id && !o.otherWorld)
          .slice(0, 5)
          .map((o) => o.id),
      ]
      const s = scenario({
        content: 'original',
        board,
        investigators: ['ada-marsh', 'ruth-calloway'],
        ancientOne: 'cthulhu',
        mythos: 'red-tide',
      })
      const { model, exactness } = terrorModel(s, c.id)
      if (c.id === 'unmarked-crate') expect(exactness.approximate && exactness.reason).toMatch(/more than one monster/)
      else expect(exactness, c.id).toEqual({ approximate: false })
      // A card with its own open monster area takes the monster there, by force or by choice.
      const area = c.tasks.includes('{')
      if (area) expect(model.arrivals?.at.length ?? 0, c.id).toBeGreaterThan(0)
    }
  })

  it('names why when a monster must go on this very card; a lock that can take the focused yellow die is followed', () => {
    const base = scenario({
      content: 'original',
      board: ['meteorite-exhibit'],
      investigators: ['ada-marsh', 'ruth-calloway'],
      ancientOne: 'cthulhu',
      mythos: null,
    })
    const alone = terrorModel(base, 'meteorite-exhibit')
    expect(alone.exactness.approximate && alone.exactness.reason).toMatch(/go on this card/)
    const yellow = terrorModel(
      edit(base, (d) => {
        d.board.push({ cardId: 'cloakroom', otherWorld: false, monsters: [] })
        d.monsterCup = ['deep-one']
      }),
      'meteorite-exhibit',
      { addYellow: true },
    )
    expect(yellow.model.cup[2]).toBeGreaterThan(0)
    expect(yellow.exactness).toEqual({ approximate: false })
  })
})
