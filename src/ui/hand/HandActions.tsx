// The actions the engine allows now, as the HUD groups and words them (ui/hud/groupActions), laid out for a thumb.
// A roll is thrown from the pad, so the phone offers no report of one; out of turn every control is off and the
// line says whose move it is (actorsFor, the server's own rule).
import { useAtomValue, useSetAtom } from 'jotai'
import type { Action, GameState } from '../../engine/index.ts'
import { dispatchAtom, gameStateAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import { groupActions } from '../hud/groupActions.ts'

/** Shown by the pad or the card instead: the throw and the dice's own placements. */
const ELSEWHERE: ReadonlySet<Action['type']> = new Set(['reportRoll', 'rollDice'])

export function HandActions({ waiting }: { readonly waiting: string | null }) {
  const state = useAtomValue(gameStateAtom) as GameState
  const legal = useAtomValue(legalActionsAtom)
  const dispatch = useSetAtom(dispatchAtom)
  const groups = groupActions(
    state,
    legal.filter((a) => !ELSEWHERE.has(a.type)),
  ).filter((g) => g.entries.length > 0)
  if (groups.length === 0) return null
  return (
    <section className="hand-actions" aria-labelledby="hand-actions-title">
      <h2 id="hand-actions-title">What you can do</h2>
      {groups.map((g) => (
        <div key={g.id} className="hand-group" role="group" aria-label={g.label}>
          <h3>{g.label}</h3>
          {g.entries.map((e) => (
            <button
              key={e.key}
              type="button"
              className="shell-button hand-action"
              data-action={e.key}
              disabled={waiting !== null}
              onClick={() => dispatch(e.action)}
            >
              {e.label}
            </button>
          ))}
        </div>
      ))}
    </section>
  )
}
