// CONTRIBUTING.md, "Engine": legality is a query built from the validators. The odds need to know what help is left for
// the rest of an adventure — focus, assistance, securing spells, rerolls, dice to add — including help that is
// not legal at this very moment (focus waits for a failed roll's discard). Rather than restate the rules, each
// question is put to the validators on the state as it will be at that moment: the same state with its Resolution
// phase moved to the right stage and a probe die in the pool. If the rules change, the odds follow.
import type { Action } from '../actions.ts'
import { checkTrusted } from '../applyAction.ts'
import type { Catalog } from '../catalog.ts'
import type { UseEffect } from '../content.ts'
import type { DieState, GameState, ResolutionStage } from '../state.ts'
import { secureWindow } from '../rules/focusDie.ts'

type Resolution = Extract<GameState['phase'], { kind: 'resolution' }>

/** What the active player can still call on in this adventure, each item asked of the rules. */
export type HelpLeft = {
  /** The player may focus at the next failed roll's discard. */
  readonly focus: boolean
  /** The players who may assist at the next failed roll's discard. */
  readonly helpers: readonly number[]
  /** Spells (held, or first printing: placed) that can secure a die after some roll. */
  readonly spells: readonly string[]
  /** Of those, the spells that can take a die of a roll without being placed first. */
  readonly spellsAfterRoll: readonly string[]
  /** One-use rerolls of chosen dice: items, spells, allies and a once-per-day ability (clues are counted apart). */
  readonly reroll: readonly ((dice: readonly number[]) => Action)[]
  /** The once-per-roll reroll ability, if it may still be used on this roll. */
  readonly rerollThisRoll: ((dice: readonly number[]) => Action) | null
  /** The player's ability rerolls once on every roll. */
  readonly rerollEachRoll: boolean
  /** The cards and ability that can add the yellow / red die to the pool. */
  readonly addYellow: readonly Action[]
  readonly addRed: readonly Action[]
  /** Focus or assistance is possible right now (the window after a failed roll's discard is open). */
  readonly secureNow: boolean
  /** A die on a spell may be taken back into the pool before a roll (rules/releaseSpellDie.ts). */
  readonly releaseSpellDie: boolean
}

/**
 * The state at a moment of this Resolution phase: its stage (and, at `window`, just after a failed roll's
 * discard), with one more die in the pool showing a face — a probe that stands for "a die of this roll", placed
 * where it changes no marker, spell or lock the validators look at.
 */
function at(state: GameState, phase: Resolution, stage: ResolutionStage, window: boolean): GameState {
  const probe: DieState = { id: state.dice.length, color: 'green', face: 'I1', at: { kind: 'pool' } }
  return {
    ...state,
    dice: [...state.dice, probe],
    phase: { ...phase, stage, ...(window ? { afterFailedRoll: true, securedThisRoll: false } : {}) },
    pendingChoices: [], // asked for the moment the phase goes on, once any choice is answered
  }
}

const legal = (state: GameState, action: Action) => checkTrusted(state, action) === null

/** The state before a roll with the probe die on a spell instead of in the pool. */
function probeOnSpell(ready: GameState, probe: number): GameState {
  const dice = ready.dice.map((d) => (d.id === probe ? { ...d, at: { kind: 'spell' as const, spellId: 'probe' } } : d))
  return { ...ready, dice }
}

/** The help left to the active player of an adventure in progress (see HelpLeft). */
export function helpLeft(state: GameState, phase: Resolution, cat: Catalog): HelpLeft {
  const player = state.players[state.turn.player]
  const probe = state.dice.length
  const window = at(state, phase, 'ready', true)
  const rolled = at(state, phase, 'rolled', false)
  const ready = at(state, phase, 'ready', false)
  const owned = player ? [...player.spells, ...phase.preparedSpells] : []
  const afterRoll = owned.filter((spellId) => legal(rolled, { type: 'castSpell', spellId, dieId: probe }))
  const placed = owned.filter((spellId) => legal(ready, { type: 'castSpell', spellId, dieId: null }))

  const reroll: ((dice: readonly number[]) => Action)[] = []
  const add = { yellow: [] as Action[], red: [] as Action[] }
  const consider = (use: UseEffect, act: (dice?: readonly number[]) => Action) => {
    if (use.kind === 'addDie' && legal(ready, act())) add[use.color].push(act())
    if (use.kind === 'reroll' && legal(rolled, act([probe]))) reroll.push((dice) => act(dice))
  }
  for (const cardId of player ? [...player.items, ...player.spells, ...player.allies] : [])
    consider(cat.usable(cardId).use, (dice) => ({ type: 'useCard', cardId, target: dice ? { dice } : {} }))
  const useAbility = (dice?: readonly number[]): Action => ({ type: 'useAbility', target: dice ? { dice } : {} })
  const ability = player?.investigatorId ? cat.investigator(player.investigatorId).ability : null
  const used = ability && ability.frequency !== 'passive' ? ability : null // a passive ability is never used
  const eachRoll = used?.frequency === 'roll' && used.use.kind === 'reroll'
  if (used && !eachRoll) consider(used.use, useAbility)

  return {
    focus: legal(window, { type: 'focusDie', dieId: probe }),
    helpers: state.players.flatMap((_, helper) =>
      legal(window, { type: 'assist', helper, dieId: probe }) ? [helper] : [],
    ),
    spells: owned.filter((id) => afterRoll.includes(id) || placed.includes(id)),
    spellsAfterRoll: afterRoll,
    reroll,
    rerollThisRoll: eachRoll && legal(rolled, useAbility([probe])) ? useAbility : null,
    rerollEachRoll: eachRoll,
    addYellow: add.yellow,
    addRed: add.red,
    secureNow: secureWindow(state) === null,
    releaseSpellDie: legal(probeOnSpell(ready, probe), { type: 'releaseSpellDie', dieId: probe }),
  }
}
