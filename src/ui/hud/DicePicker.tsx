// Choose dice (keys 1–8 or these toggles), see which open tasks accept them, and confirm: the player's own set,
// checked by the engine (checkAction, canAssign) before the confirm button is enabled.
import { useAtomValue, useSetAtom } from 'jotai'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { focusedCardAtom, focusedTaskAtom } from '../../state/uiAtoms.ts'
import { describeTask } from '../../state/describeAction.ts'
import { ActionButton } from './ActionButton.tsx'
import { pickableDiceAtom, rerollActionsAtom, taskOptionsAtom, toggleDieAtom } from './hudAtoms.ts'

/** "die 2", "dice 2 and 5": the dice by their numbers (their keys). */
function diceNumbers(dice: readonly number[]): string {
  const n = dice.map((id) => id + 1)
  return n.length === 1 ? `die ${n[0]}` : `dice ${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`
}

/**
 * The dice toggles (a die dragged onto a row shows pressed, with its row), the open tasks with the engine's verdict
 * on each one's dice (those on its row and the picked ones), and rerolls of the picked dice.
 */
export function DicePicker() {
  const dice = useAtomValue(pickableDiceAtom)
  const tasks = useAtomValue(taskOptionsAtom)
  const rerolls = useAtomValue(rerollActionsAtom)
  const state = useAtomValue(gameStateAtom)
  const toggle = useSetAtom(toggleDieAtom)
  const setFocusedTask = useSetAtom(focusedTaskAtom)
  const setFocusedCard = useSetAtom(focusedCardAtom)
  const focusedTask = useAtomValue(focusedTaskAtom)
  if (dice.length === 0) return null
  const phase = state?.phase
  const cardId = phase?.kind === 'resolution' && phase.target.kind === 'card' ? phase.target.cardId : null
  return (
    <section role="group" aria-labelledby="hud-dice-title" className="hud-group hud-dice">
      <h3 id="hud-dice-title">Choose dice</h3>
      <div className="hud-dice-row">
        {dice.map((d) => (
          <button
            key={d.id}
            type="button"
            className={d.selected ? 'hud-die is-pressed' : 'hud-die'}
            aria-pressed={d.selected}
            aria-keyshortcuts={String(d.id + 1)}
            title={d.label}
            data-die={d.id}
            onClick={() => toggle(d.id)}
          >
            {d.short}
            {d.stagedOn && state && <span className="hud-die-row"> · on {describeTask(state, d.stagedOn)}</span>}
            <span className="sr-only"> — {d.label}</span>
          </button>
        ))}
      </div>
      {tasks.length > 0 && (
        <ul className="hud-tasks" aria-label="Open tasks">
          {tasks.map((t) => (
            <li key={t.taskId} className={t.taskId === focusedTask ? 'is-focused' : undefined}>
              <button
                type="button"
                className="hud-task"
                aria-pressed={t.taskId === focusedTask}
                onClick={() => {
                  setFocusedTask(t.taskId)
                  if (cardId) setFocusedCard(cardId)
                }}
              >
                <span className="hud-task-name">{t.label}</span>
                <span className="hud-needs">: {t.needs}</span>
                <span className="hud-verdict">
                  {t.dice.length === 0
                    ? ''
                    : t.accepts
                      ? ' — accepts these dice'
                      : t.fits
                        ? ' — these dice fit, more are needed'
                        : ' — does not take these dice'}
                </span>
              </button>
              {t.dice.length > 0 && (
                <ActionButton
                  action={t.action}
                  label={`Complete ${t.label} with ${diceNumbers(t.dice)}`}
                  custom
                  refusal={t.refusal}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {rerolls.map((r) => (
        <ActionButton
          key={r.label}
          action={r.action}
          label={`${r.label} (the picked dice)`}
          custom
          refusal={r.refusal}
        />
      ))}
    </section>
  )
}
