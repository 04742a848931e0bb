// The HUD's derived data: the legal actions grouped and labelled, the dice a player may pick, which open tasks
// accept the picked dice, and the player's own selections. Every verdict comes from the engine's queries.
import { atom } from 'jotai'
import { canAssign, catalogFor, checkAction, openTasks, type Action, type GameState } from '../../engine/index.ts'
import { gameStateAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import { selectedDiceAtom, selectedItemsAtom, selectedTrophiesAtom } from '../../state/uiAtoms.ts'
import { ringPlaces } from '../../scene/layout/ringPlaces.ts'
import { stagedAtom } from '../../scene/hands/handsAtoms.ts'
import { unstage, type Staged } from '../../scene/hands/dropTargets.ts'
import { actionKey } from './actionKey.ts'
import {
  describeAction,
  describeTask,
  dieLabel,
  dieShort,
  requirementsText,
  trophyName,
} from '../../state/describeAction.ts'
import { groupActions, type ActionGroup } from './groupActions.ts'

/** The legal actions in their groups, labelled (what the panel lists). */
export const actionGroupsAtom = atom<readonly ActionGroup[]>((get) => {
  const state = get(gameStateAtom)
  return state ? groupActions(state, get(legalActionsAtom)) : []
})

/** Whether the help overlay is open. */
export const helpOpenAtom = atom(false)

/**
 * A die the player may pick now: one that shows a face and is in the pool, on a marker or on a spell. A die is
 * chosen one of two ways, and both feed one selection: picked (keys 1–8, its toggle, a tap) or staged on a task row
 * (dragged there on the table or the phone). A task is completed with the dice staged on its row and the picked ones.
 */
export type PickableDie = {
  readonly id: number
  readonly label: string
  readonly short: string
  /** Picked or staged on a row: pressed. */
  readonly selected: boolean
  /** The task whose row the die lies on (staged), or null. */
  readonly stagedOn: string | null
}

/** The dice that can be picked (keys 1–8 are die ids + 1), and which are picked or staged. */
export const pickableDiceAtom = atom<readonly PickableDie[]>((get) => {
  const state = get(gameStateAtom)
  if (!state || state.phase.kind !== 'resolution' || state.pendingChoices.length > 0) return []
  const selected = get(selectedDiceAtom)
  const staged = get(stagedAtom)
  const rowOf = (id: number) => Object.keys(staged).find((task) => staged[task]?.includes(id)) ?? null
  return state.dice
    .filter((d) => d.face !== null && ['pool', 'marker', 'spell'].includes(d.at.kind))
    .map((d) => {
      const stagedOn = rowOf(d.id)
      return {
        id: d.id,
        label: dieLabel(state, d.id),
        short: dieShort(state, d.id),
        selected: stagedOn !== null || selected.includes(d.id),
        stagedOn,
      }
    })
})

/** The picked dice (not those staged on rows) that are still pickable, in die order: what rerolls and clues use. */
export const selectionAtom = atom<readonly number[]>((get) => {
  const picked = get(selectedDiceAtom)
  return get(pickableDiceAtom)
    .filter((d) => picked.includes(d.id))
    .map((d) => d.id)
})

/**
 * Picks or drops die `dieId`: a die staged on a row goes back off it (to the tray), any other is picked or
 * unpicked. The keys 1–8, the HUD's toggles and a tap all come here.
 */
export const toggleDieAtom = atom(null, (get, set, dieId: number) => {
  const staged = get(stagedAtom)
  if (Object.values(staged).some((dice) => dice.includes(dieId))) {
    set(stagedAtom, unstage(staged, dieId))
    set(
      selectedDiceAtom,
      get(selectedDiceAtom).filter((id) => id !== dieId),
    )
    return
  }
  const selected = get(selectedDiceAtom)
  set(
    selectedDiceAtom,
    selected.includes(dieId) ? selected.filter((id) => id !== dieId) : [...selected, dieId].sort((a, b) => a - b),
  )
})

/** The dice a task would be completed with: those staged on its row, then the picked ones. */
export function taskDice(staged: Staged, taskId: string, picked: readonly number[]): number[] {
  const on = staged[taskId] ?? []
  return [...on, ...picked.filter((id) => !on.includes(id))]
}

/** One open task and the engine's verdict on the picked dice. */
export type TaskOption = {
  readonly taskId: string
  /** The dice it would be completed with: staged on its row, then picked. */
  readonly dice: readonly number[]
  readonly label: string
  /** What the task asks, in words. */
  readonly needs: string
  readonly action: Action
  /** checkAction accepts completing the task with exactly these dice. */
  readonly accepts: boolean
  /** canAssign: these dice could all serve this task (more may be needed). */
  readonly fits: boolean
  /** The engine's reason when it does not accept. */
  readonly refusal: string | null
}

/**
 * The open tasks of the adventure (or battle) with what the engine says about completing each with the dice staged on
 * its row and the picked ones.
 */
export function taskOptions(state: GameState, selected: readonly number[], staged: Staged = {}): TaskOption[] {
  if (state.phase.kind !== 'resolution' || state.phase.stage !== 'rolled') return []
  return openTasks(state).tasks.map((task) => {
    const dice = taskDice(staged, task.id, selected)
    const action: Action = { type: 'completeTask', taskId: task.id, dice }
    const violation = checkAction(state, action)
    return {
      taskId: task.id,
      dice,
      label: describeTask(state, task.id),
      needs: requirementsText(task.requirements, task.costs),
      action,
      accepts: violation === null,
      fits: dice.length > 0 && canAssign(state, task.id, dice),
      refusal: violation?.message ?? null,
    }
  })
}

export const taskOptionsAtom = atom<readonly TaskOption[]>((get) => {
  const state = get(gameStateAtom)
  return state ? taskOptions(state, get(selectionAtom), get(stagedAtom)) : []
})

/** A control the player builds from a selection: the action, its label and the engine's verdict. */
export type CustomAction = { readonly action: Action; readonly label: string; readonly refusal: string | null }

function custom(state: GameState, action: Action): CustomAction {
  return { action, label: describeAction(state, action), refusal: checkAction(state, action)?.message ?? null }
}

/** The ways to reroll the picked dice: a clue, each reroll item, spell or ally, the reroll ability. */
export function rerollActions(state: GameState, legal: readonly Action[], dice: readonly number[]): CustomAction[] {
  if (dice.length === 0) return []
  const out: CustomAction[] = []
  if (legal.some((a) => a.type === 'spendClue')) out.push(custom(state, { type: 'spendClue', dice: [...dice] }))
  const cards = new Set<string>()
  let ability = false
  for (const a of legal) {
    if (a.type === 'useCard' && a.target?.dice) cards.add(a.cardId)
    if (a.type === 'useAbility' && a.target?.dice) ability = true
  }
  for (const cardId of cards) out.push(custom(state, { type: 'useCard', cardId, target: { dice: [...dice] } }))
  if (ability) out.push(custom(state, { type: 'useAbility', target: { dice: [...dice] } }))
  return out
}

export const rerollActionsAtom = atom<readonly CustomAction[]>((get) => {
  const state = get(gameStateAtom)
  return state ? rerollActions(state, get(legalActionsAtom), get(selectionAtom)) : []
})

/**
 * Trophy payments of the player's own choosing: each first-aid choice and souvenir the engine lists (with some
 * payment) paid with exactly the picked trophies, or the pending trophy choice answered with them.
 */
function trophyActions(state: GameState, legal: readonly Action[], trophies: readonly string[]): CustomAction[] {
  if (trophies.length === 0) return []
  const out: CustomAction[] = []
  const seen = new Set<string>()
  for (const a of legal) {
    let built: Action | null = null
    if (a.type === 'firstAid' && a.trophies.length > 0) built = { type: 'firstAid', choice: a.choice, trophies }
    if (a.type === 'buySouvenir') built = { type: 'buySouvenir', souvenirId: a.souvenirId, trophies }
    if (a.type === 'chooseTrophies') built = { type: 'chooseTrophies', trophies }
    if (!built) continue
    const key = actionKey(built)
    if (seen.has(key)) continue
    seen.add(key)
    out.push(custom(state, built))
  }
  return out
}

export const trophyActionsAtom = atom<readonly CustomAction[]>((get) => {
  const state = get(gameStateAtom)
  return state ? trophyActions(state, get(legalActionsAtom), get(selectedTrophiesAtom)) : []
})

/** The trophies a payment or choice may use now: the deciding player's, with readable names. */
export const payableTrophiesAtom = atom<readonly { id: string; label: string; selected: boolean }[]>((get) => {
  const state = get(gameStateAtom)
  const legal = get(legalActionsAtom)
  if (!state || !legal.some((a) => a.type === 'firstAid' || a.type === 'buySouvenir' || a.type === 'chooseTrophies'))
    return []
  const choice = state.pendingChoices[0]
  const player = choice?.kind === 'loseTrophies' ? choice.player : state.turn.player
  const selected = get(selectedTrophiesAtom)
  return (state.players[player]?.trophies ?? []).map((t) => ({
    id: t.id,
    label: trophyName(state, t.id),
    selected: selected.includes(t.id),
  }))
})

/** The items of a pending discard choice, with names, and the answer built from the picked ones. */
export const discardableItemsAtom = atom<readonly { id: string; label: string; selected: boolean }[]>((get) => {
  const state = get(gameStateAtom)
  const choice = state?.pendingChoices[0]
  if (!state || choice?.kind !== 'discardItems') return []
  const cat = catalogFor(state.content)
  const selected = get(selectedItemsAtom)
  return choice.items.map((id) => ({ id, label: cat.usable(id).name, selected: selected.includes(id) }))
})

export const itemsActionAtom = atom<CustomAction | null>((get) => {
  const state = get(gameStateAtom)
  const items = get(selectedItemsAtom)
  if (!state || state.pendingChoices[0]?.kind !== 'discardItems' || items.length === 0) return null
  return custom(state, { type: 'chooseItemsToDiscard', items })
})

/** The adventures by ring place (keys 1–6), with names. */
export const ringAtom = atom<readonly string[]>((get) => {
  const state = get(gameStateAtom)
  return state ? ringPlaces(state.board) : []
})
