// Pick trophies to pay with (first aid, souvenirs, a trophy loss) or items to discard, then confirm: each answer
// is the player's own set, enabled only when the engine's checkAction accepts it.
import { useAtomValue, useSetAtom, type PrimitiveAtom } from 'jotai'
import { ActionButton } from './ActionButton.tsx'
import type { CustomAction } from './hudAtoms.ts'

type Props = {
  readonly title: string
  readonly options: readonly { readonly id: string; readonly label: string; readonly selected: boolean }[]
  readonly selectedAtom: PrimitiveAtom<readonly string[]>
  readonly actions: readonly CustomAction[]
}

/** Toggles for each option and a confirm button per answer built from the picked ones. */
export function SubsetPicker({ title, options, selectedAtom, actions }: Props) {
  const selected = useAtomValue(selectedAtom)
  const setSelected = useSetAtom(selectedAtom)
  if (options.length === 0) return null
  const toggle = (id: string) =>
    setSelected(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id])
  return (
    <div className="hud-subset" role="group" aria-label={title}>
      <p className="hud-subtitle">{title}</p>
      <div className="hud-dice-row">
        {options.map((o) => (
          <button
            key={o.id}
            type="button"
            className={o.selected ? 'hud-die is-pressed' : 'hud-die'}
            aria-pressed={o.selected}
            onClick={() => toggle(o.id)}
          >
            {o.label}
          </button>
        ))}
      </div>
      {actions.map((a) => (
        <ActionButton key={a.label} action={a.action} label={a.label} custom refusal={a.refusal} />
      ))}
    </div>
  )
}
