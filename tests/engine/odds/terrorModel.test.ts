// Every adventure and Other World of the original set, every Mythos card and Ancient One: each effect that can
// fire during an attempt is one the terror model follows (src/engine/odds/terrorModel.ts lists them), and the
// odds at every card of a plain table are exact.
import { describe, expect, it } from 'vitest'
import { CONTENT } from '../../../src/content/index.ts'
import type { Effect } from '../../../src/engine/content.ts'
import { adventureOdds, terrorModel } from '../../../src/engine/odds/index.ts'
import type { TerrorHelp } from '../../../src/engine/odds/index.ts'
import { seenDraws } from '../../../src/engine/odds/arrivalTree.ts'
import { edit, scenario } from '../support/scenario.ts'
import { choose, insert, replace } from './arrivalHelpers.ts'

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

  it('with a Mythos whose terror brings a monster, every card is exact, and takes the monster where it can', () => {
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
      // A card with its own total or partial area beside another open spot: the first monster may go in either, and
      // if elsewhere, the next must come here, from a cup without the one seen (kept: terror.ts, SEEN).
      expect(exactness, c.id).toEqual({ approximate: false })
      // A card with its own open monster area takes the monster there, by force or by choice.
      const area = c.tasks.includes('{')
      if (area) expect(model.arrivals?.at.length ?? 0, c.id).toBeGreaterThan(0)
    }
  })

  it('follows every monster that comes onto the card, as far as the attempt can still be won', () => {
    const base = scenario({
      content: 'original',
      board: ['meteorite-exhibit'],
      investigators: ['ada-marsh', 'ruth-calloway'],
      ancientOne: 'cthulhu',
      mythos: null,
    })
    // Alone on the board, '9I / T' takes every monster below it, each task after the one before. It needs four dice,
    // and each monster's task one more. With six green dice the second draw needs two terror events (two dice gone),
    // leaving four for five: only the first draw can matter. With the yellow die to add, the first two.
    const alone = terrorModel(base, 'meteorite-exhibit')
    expect(alone.exactness).toEqual({ approximate: false })
    expect(alone.model.arrivals?.at.map((a) => [a.draw, a.position, a.replaces])).toEqual([[0, 2, false]])
    const added = terrorModel(base, 'meteorite-exhibit', { addYellow: true })
    expect(added.model.arrivals?.at.map((a) => [a.draw, a.position])).toEqual([
      [0, 2],
      [1, 3],
    ])
    // Following the second draw too gives the same odds: once it comes, the attempt is lost wherever it goes.
    const at = alone.model.arrivals?.at ?? []
    const further = {
      ...alone.model,
      arrivals: { kinds: alone.model.arrivals?.kinds ?? [], at: [...at, insert(1, 3)] },
    }
    const pool = { green: 6 }
    expect(adventureOdds('9I / T', pool, { focus: 1, terror: further })).toBeCloseTo(
      adventureOdds('9I / T', pool, { focus: 1, terror: alone.model }),
      12,
    )
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

  it('after a monster put in its own area by choice, the draws that follow come from the board it leaves', () => {
    // '{4I} / P P' beside the Unmarked Crate, which has a monster below it: the first monster may go in the studio's
    // own total area or the crate's empty one. If the studio's, the second takes the crate's and the third comes
    // below the studio (the fewest there); if the crate's, the second must go in the studio's area and the third
    // below it. A monster task may ask a single die, so '{4I}' counts one die: three draws can still matter.
    const s = edit(
      scenario({
        content: 'original',
        board: ['conservation-studio', 'unmarked-crate'],
        investigators: ['ada-marsh', 'ruth-calloway'],
        ancientOne: 'cthulhu',
        mythos: 'red-tide',
      }),
      (d) => {
        const id = d.monsterCup.shift() as string
        d.board[1]?.monsters.push({ monsterId: id, row: -1, defeated: false })
      },
    )
    const { model, exactness } = terrorModel(s, 'conservation-studio')
    // Put elsewhere, the first monster was seen: the cup the next two come from lacks it (kept in the terror state).
    expect(exactness).toEqual({ approximate: false })
    expect(model.arrivals?.at).toEqual([choose(0, [insert(2, 2)]), replace(1), insert(2, 2)])
  })

  it('keeps the kinds of monsters seen going elsewhere while they multiply the states at most 100-fold, 600-fold without a spell', () => {
    const board = ['unmarked-crate', 'directors-study']
    const at = (card: string, others: string[], help: TerrorHelp = {}) => {
      const { model, exactness } = terrorModel(
        scenario({
          content: 'original',
          board: [card, ...others],
          investigators: ['ada-marsh', 'ruth-calloway'],
          ancientOne: 'cthulhu',
          mythos: 'red-tide',
        }),
        card,
        help,
      )
      const kinds = model.arrivals?.kinds ?? []
      const winnable = (draw: number) => kinds.filter((k) => draw < (k.deadFrom ?? Infinity)).length
      return { model, exactness, seen: seenDraws(model.arrivals?.at ?? [], model.monsters, winnable) }
    }
    // Beside the crate and the study, both with an empty area open: the first two monsters may each go in the
    // studio's '{4I}' or elsewhere; put elsewhere, both are seen before the third must come here. By then at most 4
    // kinds can be won with on the studio's two tasks (20 × 5 states): both kept, exact.
    const studio = at('conservation-studio', board)
    expect(studio.model.arrivals?.at.map((a) => [a.draw, a.optional ?? false])).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ])
    expect(studio.seen).toEqual({ count: 2, states: 100 })
    expect(studio.model.arrivals?.forgetSeen).toBeUndefined()
    expect(studio.exactness).toEqual({ approximate: false })
    // The Glass Flowers' one task '{4I L L}' can still be won with any of 22 kinds by then (23 × 23): forgotten
    // where a spell may secure dice (the default), kept where none can.
    const flowers = at('glass-flowers', board)
    expect(flowers.seen).toEqual({ count: 2, states: 529 })
    expect(flowers.model.arrivals?.forgetSeen).toBe(true)
    expect(flowers.exactness.approximate && flowers.exactness.reason).toMatch(
      /more than one terror monster may be seen/,
    )
    expect(flowers.exactness.approximate && flowers.exactness.refine).toBe(true)
    // Asked to follow every one seen (the odds worker's second pass): kept, spell or not, and exact.
    const every = at('glass-flowers', board, { everySeen: true })
    expect(every.model.arrivals?.forgetSeen).toBeUndefined()
    expect(every.exactness).toEqual({ approximate: false })
    expect({ ...every.model, arrivals: { ...every.model.arrivals, forgetSeen: true } }).toEqual(flowers.model)
    const noSpell = at('glass-flowers', board, { spells: false })
    expect(noSpell.seen).toEqual({ count: 2, states: 529 })
    expect(noSpell.model.arrivals?.forgetSeen).toBeUndefined()
    expect(noSpell.exactness).toEqual({ approximate: false })
    // Beside the crate alone, one is seen before the studio's third: always kept.
    const one = at('conservation-studio', board.slice(0, 1))
    expect(one.seen.count).toBe(1)
    expect(one.model.arrivals?.forgetSeen).toBeUndefined()
    expect(one.exactness).toEqual({ approximate: false })
  })

  it('counts a monster seen only where the player can act on it before the next draw that may come onto the card', () => {
    const forced = [insert(3, 1)]
    // One monster per event: draws 0, 1 and 2 each come a roll before the next (three seen).
    expect(seenDraws(forced, [1]).count).toBe(3)
    // Two per event: draws 0 and 1 a roll before draw 3; draw 2 comes in its event, with nothing to do in between
    // (its kind unknown, draw 3 is each kind with its share: the draws are exchangeable).
    expect(seenDraws(forced, [2]).count).toBe(2)
    expect(seenDraws(forced, [4]).count).toBe(0)
    // A choice is something to do, even within one event: the one chosen away is kept (put here, nothing more comes;
    // put elsewhere, the next must), and so is a draw before it.
    expect(seenDraws([choose(0), insert(1, 1)], [2]).count).toBe(1)
    expect(seenDraws([choose(1), insert(2, 1)], [3]).count).toBe(2)
    expect(seenDraws([insert(0, 1)], [1]).count).toBe(0)
  })

  it('does not count a monster seen before a draw that no kind can be won with any more', () => {
    // Three kinds can still be won with before draw 4, none after: the two seen before draw 5 are kept together,
    // per lock colour, whichever kinds they are; each seen before draw 2 multiplies the states by the three and one.
    const live = (draw: number) => (draw < 4 ? 3 : 0)
    expect(seenDraws([insert(3, 1)], [1], live)).toEqual({ count: 3, states: 64 })
    expect(seenDraws([insert(3, 1)], [1], () => 0)).toEqual({ count: 0, states: 1 })
    expect(seenDraws([insert(2, 1), insert(5, 2)], [1], live)).toEqual({ count: 2, states: 16 })
    expect(seenDraws([insert(2, 1), insert(5, 2)], [1]).count).toBe(4)
  })
})
