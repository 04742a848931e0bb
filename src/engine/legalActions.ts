// STYLE.md, "Engine": legality is a query built from the same validators as applyAction.
import type { Action } from './actions.ts'
import { checkAction } from './applyAction.ts'
import { catalog, type Catalog } from './catalog.ts'
import type { Face } from './dice.ts'
import type { GameState } from './state.ts'
import { findDiceFor } from './notation/canComplete.ts'
import { FIRST_AID_PRICE } from './rules/firstAid.ts'
import { cheapestPayment } from './core/trophies.ts'
import { assignableDice, rolledDice } from './rules/guards.ts'
import { attemptableTasks, canPayCosts } from './rules/completeTask.ts'
import { seededRoll } from './rules/diceRolled.ts'

/**
 * A finite list of legal actions covering every kind of move available now (one representative per
 * choice where the choices are many, e.g. the dice for a task or the subset to reroll). When the game
 * waits for dice it offers the result the game's own seeded generator gives.
 */
export function legalActions(state: GameState): readonly Action[] {
  if (state.status !== 'playing') return []
  const cat = catalog(state)
  const phase = state.phase
  const rolled = seededRoll(state)
  if (rolled) return [rolled]
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
  return out.filter((a) => checkAction(state, a) === null)
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
  for (const choice of choices) {
    const pay = cheapestPayment(own, FIRST_AID_PRICE[choice])
    if (pay) out.push({ type: 'firstAid', choice, trophies: pay })
  }
  out.push({ type: 'searchLostAndFound' })
  for (const souvenir of cat.content.entrance.souvenirs) {
    const pay = cheapestPayment(own, souvenir.price)
    if (pay) out.push({ type: 'buySouvenir', souvenirId: souvenir.id, trophies: pay })
  }
}

function rolledActions(state: GameState, cat: Catalog, out: Action[]): void {
  const usable = assignableDice(state)
  const faces = usable.map((id) => state.dice[id]?.face as Face)
  for (const task of attemptableTasks(state, cat)) {
    if (!canPayCosts(state, task)) continue
    const picked = findDiceFor(task.requirements, faces, state.ruleset)
    if (picked) out.push({ type: 'completeTask', taskId: task.id, dice: picked.map((i) => usable[i] as number) })
  }
  out.push({ type: 'failRoll' })
  const roll = rolledDice(state)
  out.push({ type: 'spendClue', dice: roll })
  const player = state.players[state.turn.player]
  const spells = [...(player?.spells ?? []), ...(state.phase.kind === 'resolution' ? state.phase.preparedSpells : [])]
  for (const spellId of spells) if (roll[0] !== undefined) out.push({ type: 'castSpell', spellId, dieId: roll[0] })
}

function readyActions(state: GameState, out: Action[]): void {
  out.push({ type: 'rollDice' })
  const pool = poolDice(state)
  const first = pool[0]
  if (first !== undefined) {
    out.push({ type: 'focusDie', dieId: first })
    state.players.forEach((p, helper) => {
      const penalty = p.sanity >= p.stamina ? 'sanity' : 'stamina'
      if (helper !== state.turn.player) out.push({ type: 'assist', helper, dieId: first, penalty })
    })
  }
  for (const d of state.dice) if (d.at.kind === 'spell') out.push({ type: 'releaseSpellDie', dieId: d.id })
  for (const spellId of state.players[state.turn.player]?.spells ?? [])
    out.push({ type: 'castSpell', spellId, dieId: null })
}

function cardActions(state: GameState, cat: Catalog, out: Action[]): void {
  const p = state.players[state.turn.player]
  if (!p) return
  const roll = rolledDice(state)
  const monster = state.board.flatMap((b) => b.monsters).find((m) => !m.defeated)?.monsterId
  const target = { dice: roll, ...(monster === undefined ? {} : { monsterId: monster }) }
  for (const cardId of [...p.items, ...p.spells, ...p.allies]) {
    if (cat.usable(cardId).use.kind !== 'secureDie') out.push({ type: 'useCard', cardId, target })
  }
  if (p.investigatorId !== null) out.push({ type: 'useAbility', target })
}
