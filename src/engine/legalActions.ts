// CONTRIBUTING.md, "Engine": legality is a query built from the same validators as applyAction.
import type { Action, UseTarget } from './actions.ts'
import { checkTrusted } from './applyAction.ts'
import { issueActions } from './issuedActions.ts'
import { catalog, type Catalog } from './catalog.ts'
import type { Face } from './dice.ts'
import type { GameState } from './state.ts'
import { findDiceFor } from './notation/canComplete.ts'
import { FIRST_AID_PRICE } from './rules/firstAid.ts'
import { distinctPayments } from './core/trophies.ts'
import { minimalPayments } from './core/choices.ts'
import { assignableDice, rolledDice } from './rules/guards.ts'
import { attemptableTasks, canPayCosts } from './rules/completeTask.ts'
import { seededRoll } from './rules/reportRoll.ts'

const STATS = ['sanity', 'stamina'] as const

/** At most this many answers are listed for a trophy or item choice (each is a legal, minimal answer). */
const CHOICE_ANSWERS = 32

/**
 * A finite list of legal actions. Complete for every single-die and single-target choice: each task with one
 * minimal dice set, each die to focus, give to each helper, secure on each spell or discard,
 * each spell die to release, each monster to defeat, each spot for a monster, each investigator to take.
 * Where the choices are subsets, it lists representatives: a clue or reroll effect offers "reroll all" and each
 * single die; trophy and item choices list up to CHOICE_ANSWERS minimal answers; paying at the entrance offers
 * every distinct payment (core/trophies.ts, distinctPayments). When the game waits for dice it offers the result the game's own seeded generator gives.
 */
export function legalActions(state: GameState): readonly Action[] {
  if (state.status !== 'playing') return []
  const choice = state.pendingChoices[0]
  if (choice) return issueActions(choiceActions(state, choice).filter((a) => checkTrusted(state, a) === null))
  const cat = catalog(state)
  const phase = state.phase
  const rolled = seededRoll(state)
  if (rolled) return issueActions([rolled])
  const out: Action[] = []
  if (phase.kind === 'movement') {
    out.push({ type: 'moveTo', to: { kind: 'entrance' } })
    for (const b of state.board) out.push({ type: 'moveTo', to: { kind: 'card', cardId: b.cardId } })
  } else if (phase.kind === 'entrance') entranceActions(state, cat, out)
  else if (phase.kind === 'resolution') {
    if (phase.stage === 'rolled') rolledActions(state, cat, out)
    if (phase.stage === 'discarding') for (const id of poolDice(state)) out.push({ type: 'discardDie', dieId: id })
    if (phase.stage === 'ready') readyActions(state, out)
    out.push({ type: 'abandonAdventure' })
  }
  cardActions(state, cat, out)
  return issueActions(out.filter((a) => checkTrusted(state, a) === null))
}

function choiceActions(state: GameState, choice: GameState['pendingChoices'][number]): Action[] {
  switch (choice.kind) {
    case 'placeMonster':
      return choice.spots.map((x) => ({ type: 'chooseMonsterSpot', cardId: x.cardId, row: x.row }))
    case 'loseTrophies': {
      const own = (state.players[choice.player]?.trophies ?? []).filter((t) => choice.trophies.includes(t.id))
      return minimalPayments(own, choice.amount, CHOICE_ANSWERS).map((ids) => ({
        type: 'chooseTrophies',
        trophies: ids,
      }))
    }
    case 'discardItems':
      return subsets(choice.items, choice.count, CHOICE_ANSWERS).map((items) => ({
        type: 'chooseItemsToDiscard',
        items,
      }))
    case 'chooseInvestigator':
      return choice.investigators.map((id) => ({ type: 'chooseInvestigator', investigatorId: id }))
    case 'assistPenalty':
      return STATS.map((penalty) => ({ type: 'chooseAssistPenalty', helper: choice.player, penalty }))
    case 'reduceMaximum':
      return STATS.map((stat) => ({ type: 'chooseMaximum', stat }))
  }
}

/** Up to `limit` subsets of exactly `size` elements, in list order. */
function subsets(list: readonly string[], size: number, limit: number): string[][] {
  const out: string[][] = []
  const picked: string[] = []
  const visit = (i: number): void => {
    if (out.length >= limit) return
    if (picked.length === size) {
      out.push([...picked])
      return
    }
    if (list.length - i < size - picked.length) return
    picked.push(list[i] as string)
    visit(i + 1)
    picked.pop()
    visit(i + 1)
  }
  visit(0)
  return out
}

function poolDice(state: GameState): number[] {
  return state.dice.filter((d) => d.at.kind === 'pool').map((d) => d.id)
}

function entranceActions(state: GameState, cat: Catalog, out: Action[]): void {
  const own = state.players[state.turn.player]?.trophies ?? []
  const choices =
    state.ruleset === 'revised'
      ? (['freeSanity', 'freeStamina', 'allSanity', 'allStamina', 'all'] as const)
      : (['free', 'allSanity', 'allStamina', 'all'] as const)
  for (const choice of choices)
    for (const trophies of distinctPayments(own, FIRST_AID_PRICE[choice], CHOICE_ANSWERS))
      out.push({ type: 'firstAid', choice, trophies })
  out.push({ type: 'searchLostAndFound' })
  for (const souvenir of cat.content.entrance.souvenirs)
    for (const trophies of distinctPayments(own, souvenir.price, CHOICE_ANSWERS))
      out.push({ type: 'buySouvenir', souvenirId: souvenir.id, trophies })
}

/** "Reroll all" and each single die of the roll (every subset would be too many). */
function rerollSets(roll: readonly number[]): number[][] {
  if (roll.length === 0) return []
  return roll.length === 1 ? [[...roll]] : [[...roll], ...roll.map((id) => [id])]
}

function rolledActions(state: GameState, cat: Catalog, out: Action[]): void {
  const usable = assignableDice(state)
  const faces = usable.map((id) => state.dice[id]?.face as Face)
  for (const task of attemptableTasks(state, cat)) {
    if (!canPayCosts(state, task, cat)) continue
    const picked = findDiceFor(task.requirements, faces, state.ruleset)
    if (picked) out.push({ type: 'completeTask', taskId: task.id, dice: picked.map((i) => usable[i] as number) })
  }
  out.push({ type: 'failRoll' })
  const roll = rolledDice(state)
  for (const dice of rerollSets(roll)) out.push({ type: 'spendClue', dice })
  const player = state.players[state.turn.player]
  const spells = [...(player?.spells ?? []), ...(state.phase.kind === 'resolution' ? state.phase.preparedSpells : [])]
  for (const spellId of spells) for (const dieId of roll) out.push({ type: 'castSpell', spellId, dieId })
}

function readyActions(state: GameState, out: Action[]): void {
  out.push({ type: 'rollDice' })
  const pool = poolDice(state).filter((id) => state.dice[id]?.face !== null)
  for (const dieId of pool) {
    out.push({ type: 'focusDie', dieId })
    state.players.forEach((_, helper) => {
      if (helper === state.turn.player) return
      out.push({ type: 'assist', helper, dieId })
    })
  }
  for (const d of state.dice) if (d.at.kind === 'spell') out.push({ type: 'releaseSpellDie', dieId: d.id })
  for (const spellId of state.players[state.turn.player]?.spells ?? [])
    out.push({ type: 'castSpell', spellId, dieId: null })
}

function useTargets(state: GameState, cat: Catalog, cardId: string | null): UseTarget[] {
  const p = state.players[state.turn.player]
  const use = cardId === null ? abilityUse(cat, p?.investigatorId ?? null) : cat.usable(cardId).use
  if (!use) return []
  if (use.kind === 'reroll') return rerollSets(rolledDice(state)).map((dice) => ({ dice }))
  if (use.kind === 'defeatMonster')
    return state.board.flatMap((b) => b.monsters.filter((m) => !m.defeated).map((m) => ({ monsterId: m.monsterId })))
  if (use.kind === 'secureDie') return []
  return [{}]
}

function abilityUse(cat: Catalog, investigatorId: string | null) {
  if (investigatorId === null) return null
  const ability = cat.investigator(investigatorId).ability
  return ability.frequency === 'passive' ? null : ability.use
}

function cardActions(state: GameState, cat: Catalog, out: Action[]): void {
  const p = state.players[state.turn.player]
  if (!p || p.status !== 'active') return
  for (const cardId of [...p.items, ...p.spells, ...p.allies])
    for (const target of useTargets(state, cat, cardId)) out.push({ type: 'useCard', cardId, target })
  for (const target of useTargets(state, cat, null)) out.push({ type: 'useAbility', target })
}
