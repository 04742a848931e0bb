// Revised rulebook, "Completing Tasks": on the phone's card in play, a task completed this Resolution phase stays in
// its place among the rows, ticked, with the dice that completed it. Read from the engine's state (the phase's
// completed tasks; each assigned die's task), never kept apart.
import { cardTasks, type GameState } from '../../engine/index.ts'
import { describeTask, dieLabel, requirementsText } from '../../state/describeAction.ts'
import { DieGlyph } from './HandDie.tsx'

/** A completed task: its label, what it asked, its place among the card's tasks (`at`) and its dice. */
export type DoneTask = {
  readonly taskId: string
  readonly label: string
  readonly detail: string
  readonly at: number
  readonly dice: readonly number[]
}

/** The tasks of the card in play completed this Resolution phase, in card order. */
export function doneRowsOf(state: GameState): DoneTask[] {
  const phase = state.phase
  if (phase.kind !== 'resolution' || phase.target.kind !== 'card') return []
  return cardTasks(state, phase.target.cardId).flatMap((t, at) =>
    phase.completed.includes(t.id)
      ? [
          {
            taskId: t.id,
            label: describeTask(state, t.id),
            detail: requirementsText(t.requirements, t.costs),
            at,
            dice: state.dice.flatMap((x) => (x.at.kind === 'assigned' && x.at.taskId === t.id ? [x.id] : [])),
          },
        ]
      : [],
  )
}

/** One completed task, ticked, with its dice. */
export function DoneRow({ state, row }: { readonly state: GameState; readonly row: DoneTask }) {
  return (
    <li className="hand-place is-row is-done" data-done={row.taskId}>
      <span className="hand-done">
        <span className="hand-place-name">
          <span aria-hidden="true">✓ </span>
          {row.label}: done
        </span>
        <span className="hand-place-needs">{row.detail}</span>
      </span>
      <span className="hand-place-dice">
        {row.dice.map((id) => (
          <DieGlyph key={id} color={state.dice[id]!.color} face={state.dice[id]!.face} size={32} />
        ))}
        <span className="sr-only">with {row.dice.map((id) => dieLabel(state, id)).join(', ')}</span>
      </span>
    </li>
  )
}
