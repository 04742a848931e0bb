// The DOM action layer: what the engine allows now, as buttons (a first version; grouping and keys follow).
import { useAtomValue, useSetAtom } from 'jotai'
import { dispatchAtom, lastRefusalAtom, legalActionsAtom } from '../../scene/store/gameAtoms.ts'
import { actionKey } from './actionKey.ts'

/** Lists the legal actions as buttons; a refused action's reason shows in one line. */
export function ActionPanel() {
  const legal = useAtomValue(legalActionsAtom)
  const refusal = useAtomValue(lastRefusalAtom)
  const dispatch = useSetAtom(dispatchAtom)
  return (
    <section className="action-panel" aria-label="Actions">
      <h2>Actions</h2>
      <ul>
        {legal.map((action) => {
          const key = actionKey(action)
          return (
            <li key={key}>
              <button type="button" data-action={key} onClick={() => dispatch(action)}>
                {action.type}
              </button>
            </li>
          )
        })}
      </ul>
      {refusal && (
        <p className="refusal" role="alert">
          {refusal.violation.message}
        </p>
      )}
    </section>
  )
}
