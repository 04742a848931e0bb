// The DOM action layer: what the engine allows now, grouped the way a player thinks, every action a button and
// the frequent ones a key (help with `?`). A refused action shows the engine's reason beside its group.
import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useRef } from 'react'
import { gameStateAtom, lastRefusalAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import { outOfTurnReason, tableRoomAtom } from '../../state/room/tableRoom.ts'
import { trayLoadingAtom } from '../../state/trayThrower.ts'
import { pendingRoll } from '../../physics/pendingRoll.ts'
import {
  choiceIndexAtom,
  focusedCardAtom,
  focusedTaskAtom,
  moveTargetAtom,
  selectedItemsAtom,
  selectedTrophiesAtom,
} from '../../state/uiAtoms.ts'
import type { Action } from '../../engine/index.ts'
import { ActionButton } from './ActionButton.tsx'
import { DicePicker } from './DicePicker.tsx'
import { HelpOverlay } from './HelpOverlay.tsx'
import { SubsetPicker } from './SubsetPicker.tsx'
import { groupOf, mustDiscard, type ActionEntry, type ActionGroup, type GroupId } from './groupActions.ts'
import {
  actionGroupsAtom,
  discardableItemsAtom,
  helpOpenAtom,
  itemsActionAtom,
  payableTrophiesAtom,
  ringAtom,
  trophyActionsAtom,
} from './hudAtoms.ts'
import { locationLabel } from '../../state/describeAction.ts'
import { useHudKeys } from './useHudKeys.ts'
import { MoveAdvice } from '../advice/MoveAdvice.tsx'
import { revealHead } from '../game/revealInPanel.ts'
import './hud.css'

/** The group a refused action came from, so its reason shows beside the control that sent it. */
function refusedGroup(action: unknown): GroupId | null {
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string')
    return null
  try {
    return groupOf(action as Action)
  } catch {
    return null
  }
}

/**
 * Groups shown above the dice picker (the picker comes before the per-die lists); after a failed roll the die to
 * discard leads, the step the rules require next (a phone's sheet showed only the picker, which discards nothing
 * by a tap).
 */
const BEFORE_DICE: ReadonlySet<GroupId> = new Set(['choice', 'move', 'roll', 'tasks', 'fail'])
const leads = (id: GroupId, discarding: boolean) => BEFORE_DICE.has(id) || (discarding && id === 'dice')

/** The action panel at the right of the table, with the keyboard shortcuts and their help. */
export function ActionPanel() {
  useHudKeys()
  const groups = useAtomValue(actionGroupsAtom)
  const refusal = useAtomValue(lastRefusalAtom)
  const state = useAtomValue(gameStateAtom)
  const setHelp = useSetAtom(helpOpenAtom)
  const room = useAtomValue(tableRoomAtom)
  const legal = useAtomValue(legalActionsAtom)
  // At a room's table, another seat's move: the controls are off and the key says whose it is (actorsFor's answer).
  const waiting = outOfTurnReason(room, state, legal[0] ?? null)
  // A roll begun before the tray's physics has loaded is thrown as soon as it has (TableTray): say so meanwhile.
  const trayLoading = useAtomValue(trayLoadingAtom) && !room && pendingRoll(state) !== null
  const discarding = state !== null && mustDiscard(state)
  // After a move chosen here the actions show from their head: a list scrolled to tap one showed, after it, whatever
  // of the new list lay there (on a phone, "Abandon the adventure" where "Roll the dice" was wanted). A move made
  // elsewhere (on the table, by another seat) leaves the panel where the player put it.
  const panel = useRef<HTMLElement>(null)
  const choseHere = useRef(false)
  useLayoutEffect(() => {
    if (!choseHere.current || !panel.current) return
    choseHere.current = false
    revealHead(panel.current)
  }, [state])
  if (!state) return null
  const where = refusal ? refusedGroup(refusal.action) : null
  const shown = new Set(groups.map((g) => g.id))
  const refusalLine = refusal && (
    <p className="hud-refusal" data-testid="hud-refusal">
      {refusal.violation.message}
    </p>
  )
  return (
    <aside className="hud" aria-label="Actions" ref={panel} onClickCapture={() => (choseHere.current = true)}>
      <header className="hud-header">
        <h2>Your move</h2>
        <button
          type="button"
          className="hud-button hud-help-button"
          aria-keyshortcuts="?"
          onClick={() => setHelp(true)}
        >
          <kbd className="hud-key" aria-hidden="true">
            ?
          </kbd>
          Keys
        </button>
      </header>
      {waiting && (
        <p id="hud-waiting" className="hud-waiting" role="status" data-testid="hud-waiting">
          {waiting}
        </p>
      )}
      {trayLoading && (
        <p className="hud-waiting" role="status" data-testid="hud-tray-loading">
          The dice are on their way: the tray is still being set out.
        </p>
      )}
      {refusal && (where === null || !shown.has(where)) && refusalLine}
      {groups.length === 0 && <p className="hud-idle">Nothing to do: the game is over.</p>}
      <fieldset
        className="hud-controls"
        disabled={waiting !== null}
        aria-describedby={waiting ? 'hud-waiting' : undefined}
      >
        {groups
          .filter((g) => leads(g.id, discarding))
          .map((group) => (
            <Group key={group.id} group={group} refusal={where === group.id ? refusalLine : null} />
          ))}
        <DicePicker />
        {groups
          .filter((g) => !leads(g.id, discarding))
          .map((group) => (
            <Group key={group.id} group={group} refusal={where === group.id ? refusalLine : null} />
          ))}
      </fieldset>
      <HelpOverlay />
    </aside>
  )
}

function Group({ group, refusal }: { readonly group: ActionGroup; readonly refusal: React.ReactNode }) {
  const titleId = `hud-group-${group.id}`
  return (
    <section role="group" aria-labelledby={titleId} className={`hud-group hud-group-${group.id}`}>
      <h3 id={titleId}>{group.label}</h3>
      {refusal}
      <GroupBody group={group} />
    </section>
  )
}

function GroupBody({ group }: { readonly group: ActionGroup }) {
  switch (group.id) {
    case 'move':
      return <MoveList entries={group.entries} />
    case 'choice':
      return <ChoiceList entries={group.entries} />
    case 'entrance':
      return (
        <>
          <Plain entries={group.entries} />
          <TrophyPicker title="Pay with trophies of your choosing" />
        </>
      )
    default: {
      const shortcut = SHORTCUT[group.id]
      return <Plain entries={group.entries} {...(shortcut ? { shortcut } : {})} />
    }
  }
}

const SHORTCUT: Partial<Record<GroupId, string>> = { roll: 'Space', fail: 'F' }

function Plain({ entries, shortcut }: { readonly entries: readonly ActionEntry[]; readonly shortcut?: string }) {
  const setTask = useSetAtom(focusedTaskAtom)
  const full = entries.filter((e) => e.row === null)
  const rows = [...new Set(entries.flatMap((e) => (e.row === null ? [] : [e.row])))]
  return (
    <>
      {full.length > 0 && <FullList entries={full} {...(shortcut ? { shortcut } : {})} onTask={setTask} />}
      {rows.map((row) => (
        <div key={row} className="hud-row" role="group" aria-label={row}>
          <p className="hud-subtitle">{row}</p>
          <div className="hud-dice-row">
            {entries
              .filter((e) => e.row === row)
              .map((e) => (
                <ActionButton key={e.key} action={e.action} label={e.label} short={e.short} />
              ))}
          </div>
        </div>
      ))}
    </>
  )
}

function FullList({
  entries,
  shortcut,
  onTask,
}: {
  readonly entries: readonly ActionEntry[]
  readonly shortcut?: string
  readonly onTask: (taskId: string | null) => void
}) {
  return (
    <ul className="hud-list">
      {entries.map((e) => (
        <li key={e.key}>
          <ActionButton
            action={e.action}
            label={e.label}
            {...(shortcut && entries.length === 1 ? { shortcut } : {})}
            {...(e.action.type === 'completeTask' ? { onFocus: () => onTask(taskOf(e.action)) } : {})}
          />
        </li>
      ))}
    </ul>
  )
}

function taskOf(action: Action): string | null {
  return action.type === 'completeTask' ? action.taskId : null
}

function MoveList({ entries }: { readonly entries: readonly ActionEntry[] }) {
  const ring = useAtomValue(ringAtom)
  const target = useAtomValue(moveTargetAtom)
  const state = useAtomValue(gameStateAtom)
  const setFocusedCard = useSetAtom(focusedCardAtom)
  const sameTarget = (a: Action) =>
    a.type === 'moveTo' &&
    target !== null &&
    a.to.kind === target.kind &&
    (a.to.kind !== 'card' || (target.kind === 'card' && a.to.cardId === target.cardId))
  return (
    <>
      <ul className="hud-list">
        {entries.map((e) => {
          const to = e.action.type === 'moveTo' ? e.action.to : null
          const place = to?.kind === 'card' ? ring.indexOf(to.cardId) : -1
          const shortcut = to?.kind === 'entrance' ? 'E' : place >= 0 ? String(place + 1) : undefined
          return (
            <li key={e.key}>
              <ActionButton
                action={e.action}
                label={e.label}
                pressed={sameTarget(e.action)}
                {...(shortcut ? { shortcut } : {})}
                onFocus={() => setFocusedCard(to?.kind === 'card' ? to.cardId : null)}
              />
            </li>
          )
        })}
      </ul>
      <MoveAdvice />
      {target && state && (
        <p className="hud-hint" role="status">
          Enter: move to {locationLabel(state, target)}
        </p>
      )}
    </>
  )
}

function ChoiceList({ entries }: { readonly entries: readonly ActionEntry[] }) {
  const index = useAtomValue(choiceIndexAtom)
  const items = useAtomValue(discardableItemsAtom)
  const itemsAction = useAtomValue(itemsActionAtom)
  const hasTrophies = entries.some((e) => e.action.type === 'chooseTrophies')
  return (
    <>
      <ul className="hud-list">
        {entries.map((e, i) => (
          <li key={e.key}>
            <ActionButton
              action={e.action}
              label={e.label}
              pressed={index === i}
              {...(i < 9 ? { shortcut: String(i + 1) } : {})}
            />
          </li>
        ))}
      </ul>
      {hasTrophies && <TrophyPicker title="Or choose the trophies yourself" />}
      <SubsetPicker
        title="Or choose the items yourself"
        options={items}
        selectedAtom={selectedItemsAtom}
        actions={itemsAction ? [itemsAction] : []}
      />
    </>
  )
}

function TrophyPicker({ title }: { readonly title: string }) {
  const trophies = useAtomValue(payableTrophiesAtom)
  const actions = useAtomValue(trophyActionsAtom)
  return <SubsetPicker title={title} options={trophies} selectedAtom={selectedTrophiesAtom} actions={actions} />
}
