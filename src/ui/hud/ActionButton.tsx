// One HUD control: a button that performs one action through the one dispatch. `data-action` holds the listed
// action's canonical JSON (tests and tools find the control by it); a control built from a selection says so.
import { useSetAtom } from 'jotai'
import type { Action } from '../../engine/index.ts'
import { actionKey } from './actionKey.ts'
import { dispatchAtom } from '../../state/gameAtoms.ts'

type Props = {
  readonly action: Action
  readonly label: string
  /** A shortcut shown before the label ("1", "E"); also given to assistive tech. */
  readonly shortcut?: string
  /** Built from the player's own selection rather than listed by the engine. */
  readonly custom?: boolean
  /** The engine's reason it would refuse now: the button is disabled and the reason is shown. */
  readonly refusal?: string | null
  readonly pressed?: boolean
  readonly onFocus?: () => void
  /** Shorter visible text; the accessible name is it followed by `label`. */
  readonly short?: string
}

/** A button that performs `action`. */
export function ActionButton({ action, label, shortcut, custom, refusal, pressed, onFocus, short }: Props) {
  const dispatch = useSetAtom(dispatchAtom)
  const key = actionKey(action)
  return (
    <span className="hud-control">
      <button
        type="button"
        className={`hud-button${pressed ? ' is-pressed' : ''}${short ? ' is-compact' : ''}`}
        {...(short ? { title: label } : {})}
        {...(custom ? { 'data-custom-action': key } : { 'data-action': key })}
        {...(shortcut ? { 'aria-keyshortcuts': shortcut } : {})}
        {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
        disabled={Boolean(refusal)}
        onClick={() => dispatch(action, { throwRoll: true })}
        onFocus={onFocus}
      >
        {shortcut && (
          <kbd className="hud-key" aria-hidden="true">
            {shortcut}
          </kbd>
        )}
        {short ?? label}
        {/* The name is the words shown and then the whole action, so speech says what the eye reads first. */}
        {short && <span className="sr-only"> — {label}</span>}
      </button>
      {refusal && <span className="hud-why">{refusal}</span>}
    </span>
  )
}
