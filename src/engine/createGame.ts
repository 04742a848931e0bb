// Revised rulebook, "Setup" steps 1–9: clock at XII, Ancient One, monster cup (mask monsters only for the
// masked Ancient One), six adventures, decks, investigators with starting items, first player, initial Mythos.
import type { Ruleset } from './ruleset.ts'
import { DEFAULT_CONTENT_SET, catalogFor, hasContentSet } from './catalog.ts'
import { emit, type Ctx } from './core/ctx.ts'
import { checkThresholds } from './core/doom.ts'
import { applyEffects } from './core/effects.ts'
import { drawMythos } from './core/clock.ts'
import { joinInvestigator, promoteChoices } from './core/effects.ts'
import { dealCard } from './core/monsters.ts'
import type { Player } from './state.ts'
import { randomInt, seedRng, shuffle } from './rng.ts'
import type { Draft, GameState } from './state.ts'

export type GameSetup = {
  readonly seed: number
  readonly investigators: number | readonly string[]
  readonly ancientOne?: string
  readonly ruleset?: Ruleset
  /**
   * The id of the content set (registered by src/content/contentSets.ts) to play with.
   * @defaultValue DEFAULT_CONTENT_SET
   */
  readonly content?: string
}

function emptyPlayer(): Player {
  return {
    investigatorId: null,
    status: 'active',
    sanity: 0,
    stamina: 0,
    maxSanity: 0,
    maxStamina: 0,
    clues: 0,
    items: [],
    spells: [],
    allies: [],
    alliesUsed: [],
    trophies: [],
    location: { kind: 'entrance' },
    abilityUsedToday: false,
  }
}

function blankState(seed: number, ruleset: Ruleset, content: string): Draft {
  const dice = [0, 1, 2, 3, 4, 5, 6, 7].map((id) => ({
    id,
    color: id < 6 ? 'green' : id === 6 ? 'yellow' : 'red',
    face: null,
    at: { kind: 'idle' },
  }))
  return {
    seq: 0,
    rng: seedRng(seed),
    ruleset,
    content,
    status: 'playing',
    ancientOne: '',
    awakened: false,
    doom: 0,
    elderSigns: 0,
    clock: 0,
    midnightPending: false,
    day: 1,
    decks: { adventure: [], otherWorld: [], mythos: [], common: [], unique: [], spell: [], ally: [] },
    monsterCup: [],
    investigatorPool: [],
    board: [],
    mythos: null,
    locks: [],
    nextLockId: 1,
    nextRollId: 1,
    spellsInPlay: [],
    dice: dice as Draft['dice'],
    players: [],
    turn: { number: 1, player: 0, focused: false, helpersUsed: [], spentColors: [], cutShort: false },
    phase: { kind: 'movement' },
    pendingChoices: [],
    turnEnd: null,
  }
}

/** Starts a game. Anything the setup does not name is drawn from the seed. Bad setups throw (`engine:`). */
export function createGame(setup: GameSetup): GameState {
  const content = setup.content ?? DEFAULT_CONTENT_SET
  if (!hasContentSet(content)) throw new Error(`engine: unknown content set "${content}"`)
  const cat = catalogFor(content)
  const c = cat.content
  const s = blankState(setup.seed, setup.ruleset ?? 'revised', content)
  const ctx: Ctx = { s, events: [], cat }
  s.ancientOne = setup.ancientOne ?? (c.ancientOnes[randomInt(s, 0, c.ancientOnes.length - 1)]?.id as string)
  const ancientOne = cat.ancientOne(s.ancientOne)
  s.monsterCup = c.monsters.filter((m) => !m.mask || ancientOne.masked).map((m) => m.id)
  s.decks.adventure = shuffle(
    s,
    c.adventures.map((a) => a.id),
  )
  s.decks.otherWorld = shuffle(
    s,
    c.otherWorlds.map((a) => a.id),
  )
  for (const deck of ['common', 'unique'] as const)
    s.decks[deck] = shuffle(
      s,
      c.items.filter((i) => i.deck === deck).map((i) => i.id),
    )
  s.decks.spell = shuffle(
    s,
    c.spells.map((i) => i.id),
  )
  s.decks.ally = shuffle(
    s,
    c.allies.map((i) => i.id),
  )
  s.decks.mythos = shuffle(
    s,
    c.mythos.map((m) => m.id),
  )
  for (let i = 0; i < 6; i++) dealCard(ctx, 'adventure', null)
  seatInvestigators(ctx, setup.investigators)
  s.turn.player = randomInt(s, 0, s.players.length - 1)
  emit(ctx, { type: 'gameStarted', firstPlayer: s.turn.player })
  applyEffects(ctx, ancientOne.special, s.turn.player, null)
  drawMythos(ctx, s.turn.player)
  checkThresholds(ctx)
  promoteChoices(ctx)
  return s as GameState
}

function seatInvestigators(ctx: Ctx, investigators: number | readonly string[]): void {
  const { s, cat } = ctx
  const all = cat.content.investigators.map((i) => i.id)
  let chosen: string[]
  if (typeof investigators === 'number') {
    if (!Number.isInteger(investigators) || investigators < 1 || investigators > 8)
      throw new Error('engine: 1 to 8 investigators')
    chosen = shuffle(s, [...all]).slice(0, investigators)
  } else {
    if (investigators.length < 1 || investigators.length > 8) throw new Error('engine: 1 to 8 investigators')
    for (const id of investigators) cat.investigator(id)
    if (new Set(investigators).size !== investigators.length) throw new Error('engine: an investigator is chosen twice')
    chosen = [...investigators]
  }
  s.investigatorPool = shuffle(
    s,
    all.filter((id) => !chosen.includes(id)),
  )
  chosen.forEach((id, seat) => {
    s.players.push(emptyPlayer())
    joinInvestigator(ctx, seat, id)
  })
}
