// Issue 5: every card, monster and Mythos card of the original set is drawn and resolved in a seeded game at
// the table (chosen dice), every card text is carried out, and every effect kind used in the set is executed.
import { describe, expect, it } from 'vitest'
import { CONTENT } from '../../src/content/index.ts'
import {
  catalogFor,
  createGame,
  type Effect,
  type GameEvent,
  type GameState,
  type UseEffect,
} from '../../src/engine/index.ts'
import { chooseAction } from '../../src/engine/bot/index.ts'
import { openGate } from '../../src/engine/core/monsters.ts'
import {
  act,
  answer,
  attempt,
  edit,
  engine,
  keepMonster,
  refresh,
  seenEvents,
  settle,
  toMidnight,
} from './support/tablePlay.ts'

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((x) => x.id)

function game(ancientOne = 'ithaqua', investigator = 'ada-marsh'): GameState {
  return settle(createGame({ seed: 11, investigators: [investigator], ancientOne, content: 'original' }))
}

function eventsSince(from: number): GameEvent[] {
  return seenEvents.slice(from)
}

/** Ids in events of a kind since `from`. */
function idsOf(events: readonly GameEvent[], type: GameEvent['type']): Set<string> {
  const out = new Set<string>()
  for (const e of events) {
    if (e.type !== type) continue
    if ('cardId' in e) out.add(e.cardId)
    if ('monsterId' in e) out.add(e.monsterId)
  }
  return out
}

describe('every adventure and other world', () => {
  it('is dealt, failed with terror (terror and penalties) and resolved with chosen dice (rewards)', () => {
    const from = seenEvents.length
    let s = edit(game(), (d) => {
      const onBoard = d.board.map((b) => b.cardId)
      d.decks.adventure = ids(CONTENT.adventures).filter((id) => !onBoard.includes(id))
      d.decks.otherWorld = ids(CONTENT.otherWorlds).filter((id) => !onBoard.includes(id))
    })
    const next = () => s.board.find((b) => !b.otherWorld)?.cardId
    for (let i = 0; i < 2 * CONTENT.adventures.length && next(); i++) {
      const card = next() as string
      s = attempt(refresh(s, card), card, 'fail')
      s = attempt(refresh(s, card), card, 'win')
      expect(
        s.board.some((b) => b.cardId === card),
        card,
      ).toBe(false)
    }
    while (s.decks.otherWorld.length > 0) s = settle(engine(s, openGate))
    for (const world of ids(CONTENT.otherWorlds)) {
      if (!s.board.some((b) => b.cardId === world)) continue
      s = attempt(refresh(s, world), world, 'fail')
      s = attempt(refresh(s, world), world, 'win')
    }
    const events = eventsSince(from)
    const all = [...ids(CONTENT.adventures), ...ids(CONTENT.otherWorlds)]
    const dealt = new Set([...idsOf(events, 'cardDealt'), ...game().board.map((b) => b.cardId)])
    for (const id of all) expect(idsOf(events, 'adventureResolved'), id).toContain(id)
    for (const id of all) expect(idsOf(events, 'adventureFailed'), id).toContain(id)
    expect(ids(CONTENT.otherWorlds).every((id) => dealt.has(id))).toBe(true)
  })

  it('carries out its at-midnight text while in play', () => {
    const withMidnight = [...CONTENT.adventures, ...CONTENT.otherWorlds].filter((a) => a.atMidnight.length > 0)
    expect(withMidnight.length).toBeGreaterThan(0)
    for (const card of withMidnight) {
      const s = edit(game(), (d) => {
        d.board[0] = { cardId: card.id, otherWorld: card.otherWorld, monsters: [] }
        d.turn.number = 5
      })
      const from = seenEvents.length
      toMidnight(refresh(s, card.id))
      expect(
        eventsSince(from).some((e) => e.type === 'midnightStruck'),
        card.id,
      ).toBe(true)
    }
  })
})

describe('every monster', () => {
  it.each([
    ['the monster cup', 'ithaqua', CONTENT.monsters],
    ['the mask monsters (with the masked Ancient One)', 'nyarlathotep', CONTENT.maskMonsters],
  ] as const)('from %s appears, acts at midnight and is defeated (its reverse side)', (_, ao, monsters) => {
    const from = seenEvents.length
    let s = edit(game(ao), (d) => {
      d.turn.number = 5
    })
    for (const m of monsters) {
      const card = s.board[0]?.cardId as string
      keepMonster(m.id)
      s = summon(refresh(s, card), m.id)
      s = toMidnight(refresh(s, card))
      const at = s.board.find((b) => b.monsters.some((x) => x.monsterId === m.id))?.cardId
      expect(at, m.id).toBeDefined()
      s = attempt(refresh(s, at), at as string, 'win')
      if (s.board.some((b) => b.monsters.some((x) => x.monsterId === m.id))) {
        // Too many dice on that card (an ordered card, a locked die): the player takes it on a plainer card.
        const plain = s.board.find((b) => !b.otherWorld && !catalogFor('original').adventureTasks(b.cardId).ordered)
        s = edit(s, (d) => {
          for (const b of d.board) b.monsters = b.monsters.filter((x) => x.monsterId !== m.id)
          d.board.find((b) => b.cardId === plain?.cardId)?.monsters.push({ monsterId: m.id, row: -1, defeated: false })
        })
        s = attempt(refresh(s, plain?.cardId), plain?.cardId as string, 'win')
      }
      keepMonster(null)
    }
    const events = eventsSince(from)
    for (const m of monsters) expect(idsOf(events, 'monsterAppeared'), m.id).toContain(m.id)
    for (const m of monsters) expect(idsOf(events, 'monsterDefeated'), m.id).toContain(m.id)
  })
})

/** A monster appears the way the rules bring one: a Mythos card drawn at midnight, only it in the cup. */
function summon(state: GameState, monsterId: string): GameState {
  const summoner = state.mythos === 'scratching-in-the-walls' ? 'exhibits-stir' : 'scratching-in-the-walls'
  const rest = state.monsterCup.filter((x) => x !== monsterId)
  const s = edit(state, (d) => {
    d.monsterCup = [monsterId]
    for (const b of d.board) b.monsters = b.monsters.filter((x) => x.monsterId !== monsterId)
    d.decks.mythos = [summoner, ...d.decks.mythos.filter((id) => id !== summoner)]
  })
  return edit(toMidnight(s), (d) => {
    d.monsterCup.push(...rest.filter((x) => !d.board.some((b) => b.monsters.some((m) => m.monsterId === x))))
  })
}

describe('every Mythos card', () => {
  it('is drawn at midnight (immediate effect), lingers through a failed roll with terror and the next midnight', () => {
    const from = seenEvents.length
    let s = edit(game(), (d) => {
      d.decks.mythos = ids(CONTENT.mythos).filter((id) => id !== d.mythos)
      d.turn.number = 5
    })
    const faces = ['I1', 'I2', 'I3', 'L', 'P', 'T'] as const
    for (let i = 0; i < CONTENT.mythos.length; i++) {
      s = toMidnight(refresh(s), faces[i % faces.length])
      const card = s.board[1]?.cardId as string
      s = attempt(refresh(s, card), card, 'fail')
    }
    const drawn = idsOf(eventsSince(from), 'mythosDrawn')
    for (const m of CONTENT.mythos) expect(drawn, m.id).toContain(m.id)
  })

  it('forbids focusing while a no-focus Mythos card lies faceup', () => {
    const noFocus = CONTENT.mythos.find((m) => m.noFocus)
    expect(noFocus).toBeDefined()
    let s = edit(game(), (d) => {
      d.mythos = noFocus?.id ?? null
    })
    const card = s.board[0]?.cardId as string
    s = act(refresh(s, card), { type: 'moveTo', to: { kind: 'card', cardId: card } })
    s = act(s, { type: 'rollDice' })
    s = act(s, answer(s, ['T', 'T', 'T', 'T', 'T', 'T']))
    s = settle(act(s, { type: 'failRoll' }))
    const die = s.dice.find((d) => d.at.kind === 'pool')
    s = act(s, { type: 'discardDie', dieId: die?.id ?? 0 })
    const other = s.dice.find((d) => d.at.kind === 'pool')
    expect(() => act(s, { type: 'focusDie', dieId: other?.id ?? 0 })).toThrow(/rejected/)
  })
})

describe('the entrance sheet', () => {
  it('sells every souvenir for its price in trophies', () => {
    let s = game()
    for (const souvenir of CONTENT.entrance.souvenirs) {
      s = edit(refresh(s), (d) => {
        const p = d.players[0]
        const spare = d.decks.adventure.splice(0, 5)
        if (p) p.trophies = spare.map((id) => ({ kind: 'adventure' as const, id, value: 2 }))
      })
      const from = seenEvents.length
      s = act(settle(s), { type: 'moveTo', to: { kind: 'entrance' } })
      const legal = s.players[0]?.trophies.map((t) => t.id) ?? []
      s = settle(act(s, { type: 'buySouvenir', souvenirId: souvenir.id, trophies: legal }))
      expect(
        eventsSince(from).some((e) => e.type === 'trophiesSpent'),
        souvenir.id,
      ).toBe(true)
    }
  })
})

describe('every item, spell, ally and investigator ability', () => {
  const needs = (use: UseEffect) => use.kind
  it.each([...CONTENT.commonItems, ...CONTENT.uniqueItems, ...CONTENT.spells, ...CONTENT.allies])(
    '$id is used',
    (card) => {
      let s = refresh(game())
      const target = s.board[0]?.cardId as string
      s = edit(s, (d) => {
        const p = d.players[0]
        if (!p) return
        if (card.deck === 'spell') p.spells = [card.id]
        else if (card.deck === 'ally') p.allies = [card.id]
        else p.items = [card.id]
        for (const deck of Object.values(d.decks)) {
          const at = deck.indexOf(card.id)
          if (at >= 0) deck.splice(at, 1)
        }
      })
      useIn(s, target, card.id, needs(card.use))
    },
  )

  it.each(CONTENT.investigators.filter((i) => i.ability.frequency === 'passive'))(
    '$id plays with a passive ability',
    (inv) => {
      const s = attempt(refresh(game('ithaqua', inv.id)), game('ithaqua', inv.id).board[0]?.cardId as string, 'fail')
      expect(s.players[0]?.investigatorId).toBe(inv.id)
    },
  )

  it.each(CONTENT.investigators.filter((i) => i.ability.frequency !== 'passive'))('$id uses the ability', (inv) => {
    if (inv.ability.frequency === 'passive') return
    const s = refresh(game('ithaqua', inv.id))
    useIn(s, s.board[0]?.cardId as string, null, inv.ability.use.kind)
  })
})

/** Goes to `cardId`, uses a card (or the ability when `cardId` is null) at the moment its kind allows. */
function useIn(state: GameState, target: string, cardId: string | null, kind: UseEffect['kind']): GameState {
  let s = state
  if (kind === 'defeatMonster') {
    const some = s.monsterCup[0] as string
    s = summon(s, some)
  }
  s = act(settle(s), { type: 'moveTo', to: { kind: 'card', cardId: target } })
  const from = seenEvents.length
  const use = (t?: { dice?: number[]; monsterId?: string }) =>
    cardId === null
      ? act(s, { type: 'useAbility', ...(t ? { target: t } : {}) })
      : act(s, { type: 'useCard', cardId, ...(t ? { target: t } : {}) })
  if (kind === 'addDie' || kind === 'effects') s = use()
  if (kind === 'defeatMonster') {
    const monsterId = s.board.flatMap((b) => b.monsters).find((m) => !m.defeated)?.monsterId
    s = use(monsterId ? { monsterId } : {})
  }
  s = act(s, { type: 'rollDice' })
  s = act(s, answer(s, ['T', 'L', 'P']))
  const rolled = s.dice.filter((d) => d.at.kind === 'pool' && d.face !== null).map((d) => d.id)
  if (kind === 'reroll') {
    s = use({ dice: rolled.slice(0, 2) })
    s = act(s, answer(s, ['I3', 'I3']))
  }
  if (kind === 'secureDie' && cardId !== null) s = act(s, { type: 'castSpell', spellId: cardId, dieId: rolled[0] ?? 0 })
  expect(eventsSince(from).some((e) => e.type === 'cardUsed' || e.type === 'dieSecured')).toBe(true)
  return s
}

describe('every Ancient One', () => {
  it.each(CONTENT.ancientOnes)('$id: its special at setup, its midnight text, the awakening and its attack', (ao) => {
    const from = seenEvents.length
    let s = edit(game(ao.id), (d) => {
      d.turn.number = 5
      d.decks.mythos = ['stars-draw-near', ...d.decks.mythos.filter((id) => id !== 'stars-draw-near')]
    })
    s = edit(s, (d) => {
      d.doom = ao.doomTrack.length - 1
    })
    s = toMidnight(s)
    for (
      let i = 0;
      i < 400 && s.status === 'playing' && !eventsSince(from).some((e) => e.type === 'ancientOneAttacked');
      i++
    )
      s = act(s, chooseAction(s))
    const events = eventsSince(from)
    expect(events.some((e) => e.type === 'ancientOneAwakened')).toBe(true)
    expect(events.some((e) => e.type === 'ancientOneAttacked')).toBe(true)
  })
})

/** The engine events each effect kind leaves when it is carried out. */
const EVIDENCE: Readonly<Record<Effect['kind'], readonly GameEvent['type'][]>> = {
  sanity: ['sanityChanged'],
  stamina: ['staminaChanged'],
  clue: ['cluesChanged'],
  draw: ['cardDrawn'],
  elderSign: ['elderSignAdded'],
  doom: ['doomAdded', 'doomRemoved'],
  monster: ['monsterAppeared'],
  gate: ['cardDealt'],
  lockDie: ['dieLocked'],
  clock: ['clockAdvanced'],
  loseTrophies: ['trophiesSpent'],
  discardItem: ['itemDiscarded'],
  everyInvestigator: ['sanityChanged', 'staminaChanged', 'cluesChanged'],
  awaken: ['ancientOneAwakened'],
  maxSanity: ['maximumChanged'],
  maxStamina: ['maximumChanged'],
  maxSanityOrStamina: ['maximumChanged'],
}

function kindsUsed(): Set<Effect['kind']> {
  const kinds = new Set<Effect['kind']>()
  const walk = (effects: readonly Effect[]) => {
    for (const e of effects) {
      kinds.add(e.kind)
      if (e.kind === 'everyInvestigator') walk(e.effects)
    }
  }
  const c = CONTENT
  for (const a of [...c.adventures, ...c.otherWorlds]) [a.terror, a.atMidnight, a.rewards, a.penalties].forEach(walk)
  for (const m of [...c.monsters, ...c.maskMonsters]) [m.atMidnight, m.onDefeat].forEach(walk)
  for (const m of c.mythos) [m.immediate, m.terror, m.nextMidnight].forEach(walk)
  for (const a of c.ancientOnes) [a.special, a.atMidnight, a.attack].forEach(walk)
  Object.values(c.entrance.lostAndFound).forEach(walk)
  c.entrance.souvenirs.forEach((s) => walk(s.effects))
  for (const u of [...c.commonItems, ...c.uniqueItems, ...c.spells, ...c.allies].map((x) => x.use))
    if (u.kind === 'effects') walk(u.effects)
  return kinds
}

describe('effect kinds', () => {
  it('executes every effect kind the set uses (the events it leaves were seen above)', () => {
    const seen = new Set(seenEvents.map((e) => e.type))
    for (const kind of kindsUsed())
      expect(
        EVIDENCE[kind].some((t) => seen.has(t)),
        kind,
      ).toBe(true)
  })
})
