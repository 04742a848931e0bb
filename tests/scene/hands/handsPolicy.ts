// The hands' policy of the whole-game test (issue 11), at the engine's level: a seeded game played with the hands'
// decisions for every roll (a flick: in reduced motion the release rolls and reports the engine's seeded faces) and
// every assignment of dice (dragged onto a task's row, onto the discard spot to fail and discard), each drop decided
// by `dropPlan` and dispatched the way <DiceHands> does; moves and choices as HUD clicks. Seed 164, one
// investigator: the address `#/play?seed=164&investigators=1`. The unit test (handsGame.test.ts) plays it to the end;
// the browser test (tests/e2e/hands-game.spec.ts) plays its first steps with the real mouse and compares.
import { createStore } from 'jotai'
import { checkAction, type Action, type GameState } from '../../../src/engine/index.ts'
import { canPickUp, dropPlan, type DropTarget, type Staged } from '../../../src/scene/hands/dropTargets.ts'
import { pendingRoll } from '../../../src/scene/hands/trayPool.ts'
import {
  dispatchAtom,
  gameStateAtom,
  legalActionsAtom,
  sessionAtom,
  startGameAtom,
} from '../../../src/state/gameAtoms.ts'
import { parsePlayUrl } from '../../../src/ui/setup/parsePlayUrl.ts'

type Store = ReturnType<typeof createStore>

/** What one step of the policy did, as the browser test counts it. */
export type Gesture = 'flick' | 'drag:task' | 'drag:discard' | 'click:fail' | `click:${string}`

/** The game both tests play. */
export const HANDS_GAME_QUERY = 'seed=164&investigators=1'

/** The actions the policy avoids among the HUD's clicks. */
const NOT_CLICKED = ['abandonAdventure', 'useCard', 'useAbility', 'spendClue', 'castSpell']

function dispatch(store: Store, action: Action): void {
  const outcome = store.set(dispatchAtom, action)
  if (!outcome.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${outcome.violation.message}`)
}

/** A die let go over `target`: what <DiceHands> does with the plan (later actions only where the engine takes them). */
function drop(store: Store, staged: Staged, dieId: number, target: DropTarget): Staged {
  const state = store.get(gameStateAtom)!
  if (!canPickUp(state, dieId)) throw new Error(`die ${dieId} cannot be picked up`)
  const plan = dropPlan(state, dieId, target, staged)
  if (plan.kind === 'refuse') throw new Error(`the drop of die ${dieId} was refused: ${plan.message}`)
  if (plan.kind !== 'dispatch') return plan.staged
  for (const [i, action] of plan.actions.entries()) {
    if (i > 0 && checkAction(store.get(gameStateAtom)!, action) !== null) break
    dispatch(store, action)
  }
  return plan.staged
}

/** A flick over the tray in reduced motion: the release rolls (unless a roll is pending) and reports the seeded faces. */
function flick(store: Store): void {
  if (!pendingRoll(store.get(gameStateAtom))) dispatch(store, { type: 'rollDice' })
  const report = store.get(legalActionsAtom).find((a) => a.type === 'reportRoll')
  if (!report) throw new Error('no roll to report after a flick')
  dispatch(store, report)
}

/** The step the policy takes: tasks first, else roll, else fail and discard, else move or choose. */
export function policyStep(
  state: GameState,
  list: readonly Action[],
):
  | { readonly gesture: 'drag:task'; readonly task: Extract<Action, { type: 'completeTask' }> }
  | { readonly gesture: 'flick' }
  | { readonly gesture: 'drag:discard'; readonly die: number }
  | { readonly gesture: 'click'; readonly action: Action } {
  const by = <T extends Action['type']>(type: T) => list.find((a): a is Extract<Action, { type: T }> => a.type === type)
  const task = by('completeTask')
  const dieToDiscard =
    by('discardDie')?.dieId ??
    (by('failRoll') ? state.dice.find((d) => d.at.kind === 'pool' && d.face !== null)?.id : undefined)
  if (task) return { gesture: 'drag:task', task }
  if (by('rollDice') || by('reportRoll')) return { gesture: 'flick' }
  if (dieToDiscard !== undefined) return { gesture: 'drag:discard', die: dieToDiscard }
  const fail = by('failRoll')
  if (fail) return { gesture: 'click', action: fail }
  const move = list.find((a) => a.type === 'moveTo' && a.to.kind === 'card')
  const choice = list.find((a) => a.type.startsWith('choose'))
  const other = list.find((a) => !NOT_CLICKED.includes(a.type))
  const action = move ?? choice ?? other ?? list[0]
  if (!action) throw new Error('nothing is legal while the game is on')
  return { gesture: 'click', action }
}

/** Performs one step of the policy on the store; returns the gesture as the browser test names it. */
function handsStep(store: Store): Gesture {
  const step = policyStep(store.get(gameStateAtom)!, store.get(legalActionsAtom))
  switch (step.gesture) {
    case 'drag:task': {
      let staged: Staged = {}
      for (const [i, die] of step.task.dice.entries()) {
        staged = drop(store, staged, die, { kind: 'task', taskId: step.task.taskId })
        // staged on the row until the last die meets the task
        if (i < step.task.dice.length - 1 && staged[step.task.taskId]?.length !== i + 1)
          throw new Error(`die ${die} was not staged on ${step.task.taskId}`)
      }
      return 'drag:task'
    }
    case 'flick':
      flick(store)
      return 'flick'
    case 'drag:discard':
      drop(store, {}, step.die, { kind: 'discard' })
      return 'drag:discard'
    case 'click':
      dispatch(store, step.action)
      return step.action.type === 'failRoll' ? 'click:fail' : `click:${step.action.type}`
  }
}

/**
 * Plays the seeded game by the policy until it ends or `limit` steps are taken: each step's gesture, and the
 * actions the engine holds after each step (every gesture must give it at least one more).
 */
export function playHandsGame(limit = 200): {
  steps: Gesture[]
  counts: number[]
  state: GameState
  record: readonly Action[]
} {
  const setup = parsePlayUrl(HANDS_GAME_QUERY)
  if (!setup.ok) throw new Error(setup.error)
  const store = createStore()
  store.set(startGameAtom, setup.value)
  const steps: Gesture[] = []
  const counts: number[] = []
  for (let i = 0; i < limit; i++) {
    const state = store.get(gameStateAtom)
    if (!state || state.status !== 'playing') break
    const before = store.get(sessionAtom)!.actions.length
    steps.push(handsStep(store))
    const after = store.get(sessionAtom)!.actions.length
    if (after <= before) throw new Error(`step ${i} (${steps.at(-1)}) gave the engine no action`)
    counts.push(after)
  }
  return { steps, counts, state: store.get(gameStateAtom)!, record: store.get(sessionAtom)!.actions }
}
