import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CONTENT_SET,
  applyAction,
  catalogFor,
  createGame,
  legalActions,
  type GameEvent,
} from '../../src/engine/index.ts'
import { eventSentence, type NarrationContext } from '../../src/ui/log/eventSentence.ts'
import { narrate } from '../../src/ui/log/narrate.ts'

const cat = catalogFor(DEFAULT_CONTENT_SET)
const c = cat.content
const adventure = c.adventures[0]!
const otherWorld = c.otherWorlds[0]!
const monster = c.monsters[0]!
const investigator = c.investigators[0]!
const spell = c.spells[0]!
const item = c.items[0]!
const ally = c.allies[0]!
const mythos = c.mythos[0]!
const ancientOne = c.ancientOnes[0]!

/** One example of every event type: the Record type makes a new event type without an example a type error. */
const EXAMPLES: { readonly [K in GameEvent['type']]: Extract<GameEvent, { type: K }> } = {
  gameStarted: { type: 'gameStarted', firstPlayer: 0 },
  investigatorMoved: { type: 'investigatorMoved', player: 0, to: { kind: 'card', cardId: adventure.id } },
  rollRequested: { type: 'rollRequested', rollId: 1, dice: [0, 1, 2] },
  diceRolled: { type: 'diceRolled', rollId: 1, dice: [0, 6, 7], faces: ['I3', 'L', 'W'] },
  taskCompleted: { type: 'taskCompleted', taskId: 'row:0', dice: [0, 1] },
  rollFailed: { type: 'rollFailed', terror: true },
  dieDiscarded: { type: 'dieDiscarded', dieId: 2 },
  dieFocused: { type: 'dieFocused', dieId: 6, player: 0 },
  dieSecured: { type: 'dieSecured', dieId: 1, spellId: spell.id },
  dieAddedToPool: { type: 'dieAddedToPool', dieId: 7 },
  cardUsed: { type: 'cardUsed', cardId: item.id, player: 0 },
  clueSpent: { type: 'clueSpent', player: 0 },
  adventureResolved: { type: 'adventureResolved', cardId: adventure.id, player: 0 },
  adventureFailed: { type: 'adventureFailed', cardId: adventure.id, player: 0 },
  cardDealt: { type: 'cardDealt', cardId: otherWorld.id, otherWorld: true },
  cardDiscarded: { type: 'cardDiscarded', cardId: adventure.id },
  sanityChanged: { type: 'sanityChanged', player: 0, amount: -2 },
  staminaChanged: { type: 'staminaChanged', player: 0, amount: 1 },
  maximumChanged: { type: 'maximumChanged', player: 0, stat: 'sanity', max: 4 },
  cluesChanged: { type: 'cluesChanged', player: 0, amount: 1 },
  cardDrawn: { type: 'cardDrawn', player: 0, cardId: spell.id },
  trophyGained: { type: 'trophyGained', player: 0, id: monster.id },
  trophiesSpent: { type: 'trophiesSpent', player: 0, ids: [adventure.id, monster.id] },
  elderSignAdded: { type: 'elderSignAdded', total: 3 },
  doomAdded: { type: 'doomAdded', total: 4 },
  doomRemoved: { type: 'doomRemoved', total: 3 },
  monsterAppeared: { type: 'monsterAppeared', monsterId: monster.id, cardId: adventure.id, row: 0 },
  monsterDefeated: { type: 'monsterDefeated', monsterId: monster.id },
  dieLocked: { type: 'dieLocked', dieId: 6, color: 'yellow', lockId: 1 },
  dieFreed: { type: 'dieFreed', dieId: 6, lockId: 1 },
  dieRemoved: { type: 'dieRemoved', dieId: 3 },
  clockAdvanced: { type: 'clockAdvanced', clock: 9 },
  midnightStruck: { type: 'midnightStruck', day: 2 },
  mythosDrawn: { type: 'mythosDrawn', cardId: mythos.id },
  investigatorDevoured: { type: 'investigatorDevoured', player: 0, investigatorId: investigator.id },
  investigatorJoined: { type: 'investigatorJoined', player: 0, investigatorId: investigator.id },
  playerEliminated: { type: 'playerEliminated', player: 1 },
  ancientOneAwakened: { type: 'ancientOneAwakened' },
  ancientOneAttacked: { type: 'ancientOneAttacked' },
  turnStarted: { type: 'turnStarted', player: 0, number: 5 },
  gameWon: { type: 'gameWon', how: 'sealed' },
  gameLost: { type: 'gameLost' },
  itemDiscarded: { type: 'itemDiscarded', player: 0, cardId: item.id },
  allyLeft: { type: 'allyLeft', player: 0, cardId: ally.id },
  choiceOffered: { type: 'choiceOffered', kind: 'placeMonster', player: 0 },
}

const ctx: NarrationContext = {
  cat,
  ancientOne: ancientOne.id,
  playerName: () => investigator.name,
  dieColor: (id) => (id < 6 ? 'green' : id === 6 ? 'yellow' : 'red'),
  target: { kind: 'card', cardId: adventure.id },
}

/** A sentence that leaked an id, a placeholder or a missing value. */
function isBroken(text: string): boolean {
  return text.trim() === '' || /undefined|NaN|null|\[object|[a-z]+-[a-z]+-[a-z]+/.test(text) || !/[.!]$/.test(text)
}

describe('eventSentence', () => {
  it.each(Object.values(EXAMPLES).map((e) => [e.type, e] as const))('tells %s in a sentence', (_type, event) => {
    const text = eventSentence(event, ctx)
    expect(isBroken(text), text).toBe(false)
  })

  it('names cards, investigators and faces from the catalog', () => {
    expect(eventSentence(EXAMPLES.diceRolled, ctx)).toBe('Rolled: 3 investigation, lore (yellow), wildcard (red).')
    expect(eventSentence(EXAMPLES.taskCompleted, ctx)).toBe(`Completed task 1 on ${adventure.name} with 2 dice.`)
    expect(eventSentence(EXAMPLES.monsterAppeared, ctx)).toBe(`${monster.name} appears on ${adventure.name}.`)
    expect(eventSentence(EXAMPLES.gameWon, ctx)).toContain(ancientOne.name)
    expect(eventSentence(EXAMPLES.turnStarted, ctx)).toBe(`Turn 5: ${investigator.name}.`)
  })

  it('tells a whole seeded game: every event a sentence with names, none leaking an id', () => {
    let state = createGame({ seed: 11, investigators: 3 })
    const events: { n: number; event: GameEvent }[] = []
    let pick = 11
    for (let step = 0; step < 4000 && state.status === 'playing'; step++) {
      const legal = legalActions(state)
      pick = (pick * 1103515245 + 12345) % 2147483648
      const result = applyAction(state, legal[pick % legal.length]!)
      if (!result.ok) throw new Error(result.violation.message)
      for (const event of result.events) events.push({ n: events.length, event })
      state = result.state
    }
    const start = createGame({ seed: 11, investigators: 3 })
    const lines = narrate(events, {
      cat,
      ancientOne: start.ancientOne,
      investigators: start.players.map((p) => p.investigatorId),
      dieColors: start.dice.map((d) => d.color),
    })
    expect(lines).toHaveLength(events.length)
    for (const line of lines) expect(isBroken(line.text), line.text).toBe(false)
    expect(new Set(lines.map((l) => l.type)).size).toBeGreaterThan(15)
  })

  it('names a seat by whoever held it when the event happened', () => {
    const [first, second] = c.investigators
    const lines = narrate(
      [
        { n: 0, event: { type: 'investigatorDevoured', player: 0, investigatorId: first!.id } },
        { n: 1, event: { type: 'investigatorJoined', player: 0, investigatorId: second!.id } },
        { n: 2, event: { type: 'clueSpent', player: 0 } },
      ],
      { cat, ancientOne: ancientOne.id, investigators: [first!.id], dieColors: [] },
    )
    expect(lines.map((l) => l.text)).toEqual([
      `${first!.name} is devoured.`,
      `${second!.name} joins the investigation.`,
      `${second!.name} spends a clue to reroll.`,
    ])
  })
})
