// Revised rulebook, "Setup", "A Player's Turn", "Locked Dice", "Securing Dice": the game state as plain JSON data.
import type { DieColor, Face } from './dice.ts'
import type { DeckName } from './content.ts'
import type { Ruleset } from './ruleset.ts'

/** Where a die is. Each die is in exactly one place. */
export type DieAt =
  | { kind: 'idle' } // beside the entrance sheet
  | { kind: 'pool' } // in the active player's dice pool (face set once rolled)
  | { kind: 'assigned'; taskId: string } // on task `taskId`, completed this Resolution phase
  | { kind: 'discarded' } // discarded after a failed roll this Resolution phase
  | { kind: 'marker'; player: number } // focused or assisting die on an investigator marker
  | { kind: 'spell'; spellId: string } // secured on a spell in play
  | { kind: 'locked'; lockId: number }
  | { kind: 'removed' } // left the game at awakening

export type DieState = { id: number; color: DieColor; face: Face | null; at: DieAt }

export type LockSource = { kind: 'card'; cardId: string } | { kind: 'mythos' } | { kind: 'monster'; monsterId: string }
export type Lock = { id: number; color: DieColor; source: LockSource; dieId: number | null }

/** A monster marker on a card: on the monster task of row `row`, or below the bottom task when `row` is -1. */
export type MonsterOnCard = { monsterId: string; row: number; defeated: boolean }
export type BoardCard = { cardId: string; otherWorld: boolean; monsters: MonsterOnCard[] }

export type Trophy = { kind: 'adventure' | 'otherWorld' | 'monster'; id: string; value: number }

export type Location = { kind: 'entrance' } | { kind: 'card'; cardId: string } | { kind: 'ancientOne' }

export type Player = {
  investigatorId: string | null
  status: 'active' | 'devoured' | 'devouredInBattle' | 'eliminated' // devoured: choosing a new investigator
  sanity: number
  stamina: number
  maxSanity: number
  maxStamina: number
  clues: number
  items: string[]
  spells: string[]
  allies: string[]
  alliesUsed: string[]
  trophies: Trophy[]
  location: Location
  abilityUsedToday: boolean
}

export type ResolutionStage = 'ready' | 'rolling' | 'rolled' | 'discarding'

export type Resolution = {
  kind: 'resolution'
  target: { kind: 'card'; cardId: string } | { kind: 'ancientOne' }
  stage: ResolutionStage
  rollId: number
  rollNumber: number // new rolls only; a reroll is part of its roll
  pendingDice: number[] // dice waiting for a result
  completed: string[] // task ids completed this Resolution phase
  completedThisRoll: boolean
  afterFailedRoll: boolean // focus/assist window after discarding
  securedThisRoll: boolean
  abilityUsedRoll: number // rollNumber the once-per-roll ability was used, -1 if never
  helpers: number[] // players who assisted this Resolution phase (each pays if the adventure fails)
  collected: string[] // monsters completed or defeated, collected at the end of the phase
  preparedSpells: string[] // first printing: spells placed before the roll
}

export type Phase =
  | { kind: 'movement' }
  | Resolution
  | { kind: 'entrance'; stage: 'choose' | 'rolling'; rollId: number; pendingDice: number[] }
  | { kind: 'clock' } // the Clock phase and midnight's steps, waiting only for a pending choice
  | { kind: 'over' }

/** A monster spot: the monster task of row `row` on a card, or below the bottom task when `row` is -1. */
export type MonsterSpot = { cardId: string; row: number }

/**
 * A decision the rules give a player, waited for before anything else happens. `player` decides.
 * The options are current for the first choice of `GameState.pendingChoices` only.
 */
export type PendingChoice =
  | {
      kind: 'placeMonster'
      player: number
      monsterId: string
      incoming: string | null
      cards: string[]
      spots: MonsterSpot[]
    }
  | { kind: 'loseTrophies'; player: number; investigatorId: string; amount: number; trophies: string[] }
  | { kind: 'discardItems'; player: number; investigatorId: string; count: number; items: string[] }
  | { kind: 'chooseInvestigator'; player: number; investigators: string[] }
  | { kind: 'assistPenalty'; player: number; investigatorId: string } // lose 1 sanity or 1 stamina
  | { kind: 'reduceMaximum'; player: number; investigatorId: string; amount: number } // maxSanity or maxStamina

/** Where the end of a turn stands when it waits for a pending choice: the next step to run. */
export type TurnEndStep = 'clockPhase' | 'midnightCards' | 'midnightMythos' | 'replenish' | 'nextTurn'

export type Turn = {
  number: number
  player: number
  focused: boolean
  helpersUsed: number[]
  spentColors: DieColor[] // yellow/red discarded this turn
  cutShort: boolean // the active investigator was devoured or the Ancient One awoke: straight to the Clock phase
}

export type MutableState = {
  seq: number
  rng: number[]
  ruleset: Ruleset
  content: string // the id of the registered content set the game is played with
  status: 'playing' | 'won' | 'lost'
  ancientOne: string
  awakened: boolean
  doom: number
  elderSigns: number
  clock: number // hours past midnight: 0 (XII), 3, 6, 9
  midnightPending: boolean
  day: number
  decks: Record<'adventure' | 'otherWorld' | 'mythos' | DeckName, string[]>
  monsterCup: string[]
  investigatorPool: string[]
  board: BoardCard[]
  mythos: string | null
  locks: Lock[]
  nextLockId: number
  nextRollId: number
  spellsInPlay: { spellId: string; dieId: number | null }[]
  dice: DieState[]
  players: Player[]
  turn: Turn
  phase: Phase
  pendingChoices: PendingChoice[] // the first is the choice waited for now
  turnEnd: TurnEndStep | null // the end of the turn resumes here once no choice is pending
}

type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T

/** The whole game: plain, readonly, JSON-serialisable. */
export type GameState = DeepReadonly<MutableState>
/** A private working copy the appliers mutate; never escapes applyAction. */
export type Draft = MutableState

/**
 * The applier's private working copy. Everything an applier mutates in place is copied, with explicit object
 * literals (far faster in V8 than spreads or a generic deep copy); the leaves the engine only ever replaces whole —
 * a die's `at`, a lock's `source`, a player's `location`, trophies — are shared. The whole-game test deep-freezes
 * every input, so an applier that mutated a shared leaf would throw.
 */
export function workingCopy(state: GameState): Draft {
  const s = state as MutableState
  const d = s.decks
  return {
    seq: s.seq,
    rng: s.rng.slice(),
    ruleset: s.ruleset,
    content: s.content,
    status: s.status,
    ancientOne: s.ancientOne,
    awakened: s.awakened,
    doom: s.doom,
    elderSigns: s.elderSigns,
    clock: s.clock,
    midnightPending: s.midnightPending,
    day: s.day,
    decks: {
      adventure: d.adventure.slice(),
      otherWorld: d.otherWorld.slice(),
      mythos: d.mythos.slice(),
      common: d.common.slice(),
      unique: d.unique.slice(),
      spell: d.spell.slice(),
      ally: d.ally.slice(),
    },
    monsterCup: s.monsterCup.slice(),
    investigatorPool: s.investigatorPool.slice(),
    board: s.board.map(cloneBoardCard),
    mythos: s.mythos,
    locks: s.locks.map((l) => ({ id: l.id, color: l.color, source: l.source, dieId: l.dieId })),
    nextLockId: s.nextLockId,
    nextRollId: s.nextRollId,
    spellsInPlay: s.spellsInPlay.map((e) => ({ spellId: e.spellId, dieId: e.dieId })),
    dice: s.dice.map((x) => ({ id: x.id, color: x.color, face: x.face, at: x.at })),
    players: s.players.map(clonePlayer),
    turn: cloneTurn(s.turn),
    phase: deepCopy(s.phase) as Phase,
    pendingChoices: s.pendingChoices.length === 0 ? [] : (deepCopy(s.pendingChoices) as PendingChoice[]),
    turnEnd: s.turnEnd,
  }
}

function cloneBoardCard(b: BoardCard): BoardCard {
  const monsters = b.monsters.map((m) => ({ monsterId: m.monsterId, row: m.row, defeated: m.defeated }))
  return { cardId: b.cardId, otherWorld: b.otherWorld, monsters }
}

function cloneTurn(t: Turn): Turn {
  return {
    number: t.number,
    player: t.player,
    focused: t.focused,
    helpersUsed: t.helpersUsed.slice(),
    spentColors: t.spentColors.slice(),
    cutShort: t.cutShort,
  }
}

function clonePlayer(p: Player): Player {
  return {
    investigatorId: p.investigatorId,
    status: p.status,
    sanity: p.sanity,
    stamina: p.stamina,
    maxSanity: p.maxSanity,
    maxStamina: p.maxStamina,
    clues: p.clues,
    items: p.items.slice(),
    spells: p.spells.slice(),
    allies: p.allies.slice(),
    alliesUsed: p.alliesUsed.slice(),
    trophies: p.trophies.slice(),
    location: p.location,
    abilityUsedToday: p.abilityUsedToday,
  }
}

/** A full deep copy of a state, safe to edit anywhere (tests and tools; appliers use the cheaper workingCopy). */
export function cloneState(state: GameState): Draft {
  return deepCopy(state) as Draft
}

/** A deep copy of plain JSON data. */
export function deepCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    const n = value.length
    const out = new Array<unknown>(n)
    for (let i = 0; i < n; i++) {
      const v: unknown = value[i]
      out[i] = typeof v === 'object' && v !== null ? deepCopy(v) : v
    }
    return out
  }
  const out: Record<string, unknown> = {}
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key]
    out[key] = typeof v === 'object' && v !== null ? deepCopy(v) : v
  }
  return out
}
