// Binds the keyboard map to the document: each shortcut does what its button does, through the same dispatch.
import { useStore } from 'jotai'
import { useEffect } from 'react'
import { checkAction, openTasks, type Action } from '../../engine/index.ts'
import { dispatchAtom, gameStateAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import {
  choiceIndexAtom,
  clearPicksAtom,
  focusedCardAtom,
  focusedTaskAtom,
  moveTargetAtom,
} from '../../state/uiAtoms.ts'
import {
  helpOpenAtom,
  pickableDiceAtom,
  ringAtom,
  selectionAtom,
  taskOptionsAtom,
  toggleDieAtom,
  type TaskOption,
} from './hudAtoms.ts'
import { stagedAtom } from '../../scene/hands/handsAtoms.ts'
import type { Staged } from '../../scene/hands/dropTargets.ts'
import { keyCommand, type KeyCommand } from './keyCommand.ts'

type Store = ReturnType<typeof useStore>

/** Keys typed into a field, or pressed inside another dialog, belong there. */
function isForeignTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target.closest('input, textarea, select, [contenteditable="true"], [contenteditable=""]')) return true
  const dialog = target.closest('dialog, [role="dialog"]')
  return dialog !== null
}

/** Enter and Space on a focused button press that button; the shortcut stands aside. */
function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a[href], summary, [role="button"]') !== null
}

/** Listens for the HUD's shortcuts on the document while mounted. */
export function useHudKeys(): void {
  const store = useStore()
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (isForeignTarget(event.target) || document.querySelector('dialog[open]')) return
      if ((event.key === 'Enter' || event.key === ' ') && isControl(event.target)) return
      const state = store.get(gameStateAtom)
      if (!state || state.status !== 'playing') return
      const command = keyCommand(event.key, {
        legal: store.get(legalActionsAtom),
        choosing: state.pendingChoices.length > 0,
        pickable: store.get(pickableDiceAtom).map((d) => d.id),
      })
      if (!command) return
      // Esc also hands focus back from a HUD control to the page, where the shortcuts listen.
      if (command.kind === 'cancel' && event.target instanceof HTMLElement && event.target.closest('.hud'))
        event.target.blur()
      if (run(store, command)) event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [store])
}

function perform(store: Store, action: Action): true {
  store.set(dispatchAtom, action, { throwRoll: true })
  return true
}

/** Carries out a command; false when it had nothing to act on (the key then keeps its default). */
export function run(store: Store, command: KeyCommand): boolean {
  const legal = store.get(legalActionsAtom)
  switch (command.kind) {
    case 'help':
      store.set(helpOpenAtom, true)
      return true
    case 'cancel':
      store.set(clearPicksAtom)
      store.set(stagedAtom, {})
      store.set(focusedTaskAtom, null)
      return true
    case 'movePlace': {
      const cardId = store.get(ringAtom)[command.place - 1]
      if (!cardId) return false
      store.set(moveTargetAtom, { kind: 'card', cardId })
      store.set(focusedCardAtom, cardId)
      return true
    }
    case 'moveEntrance':
      store.set(moveTargetAtom, { kind: 'entrance' })
      store.set(focusedCardAtom, null)
      return true
    case 'roll': {
      const action = legal.find((a) => a.type === 'reportRoll') ?? legal.find((a) => a.type === 'rollDice')
      return action ? perform(store, action) : false
    }
    case 'toggleDie':
      store.set(toggleDieAtom, command.dieId)
      return true
    case 'fail':
      return perform(store, { type: 'failRoll' })
    case 'clue':
      return perform(store, { type: 'spendClue', dice: [...store.get(selectionAtom)] })
    case 'nextTask':
      return focusNextTask(store)
    case 'chooseOption': {
      const options = legal.filter((a) => a.type.startsWith('choose'))
      if (command.index >= options.length) return false
      store.set(choiceIndexAtom, command.index)
      return true
    }
    case 'confirm':
      return confirm(store, legal)
  }
}

function focusNextTask(store: Store): boolean {
  const state = store.get(gameStateAtom)
  if (!state) return false
  const tasks = openTasks(state).tasks
  if (tasks.length === 0) return false
  const at = tasks.findIndex((t) => t.id === store.get(focusedTaskAtom))
  store.set(focusedTaskAtom, tasks[(at + 1) % tasks.length]?.id ?? null)
  return true
}

/**
 * The task Enter completes: the one in focus, else one with dice on its row that the dice accept, else any that
 * accepts, else the row with dice on it (the engine then says what it still lacks), else the first.
 */
export function chosenTask(options: readonly TaskOption[], focused: string | null, staged: Staged): TaskOption | null {
  const onRow = options.filter((o) => (staged[o.taskId]?.length ?? 0) > 0)
  return (
    options.find((o) => o.taskId === focused) ??
    onRow.find((o) => o.accepts) ??
    options.find((o) => o.accepts) ??
    onRow[0] ??
    options[0] ??
    null
  )
}

/** Enter: the step's pending selection becomes an action, and the engine decides. */
function confirm(store: Store, legal: readonly Action[]): boolean {
  const state = store.get(gameStateAtom)
  if (!state) return false
  if (state.pendingChoices.length > 0) {
    const index = store.get(choiceIndexAtom)
    const option = index === null ? undefined : legal.filter((a) => a.type.startsWith('choose'))[index]
    return option ? perform(store, option) : false
  }
  const target = store.get(moveTargetAtom)
  if (target && legal.some((a) => a.type === 'moveTo')) return perform(store, { type: 'moveTo', to: target })
  const selected = store.get(selectionAtom)
  const staged = store.get(stagedAtom)
  if (selected.length === 0 && Object.keys(staged).length === 0) return false
  if (legal.some((a) => a.type === 'failRoll')) {
    const chosen = chosenTask(store.get(taskOptionsAtom), store.get(focusedTaskAtom), staged)
    return chosen ? perform(store, chosen.action) : false
  }
  if (selected.length !== 1) return false
  const dieId = selected[0] as number
  if (legal.some((a) => a.type === 'discardDie')) return perform(store, { type: 'discardDie', dieId })
  const focus: Action = { type: 'focusDie', dieId }
  return checkAction(state, focus) === null || legal.some((a) => a.type === 'focusDie') ? perform(store, focus) : false
}
