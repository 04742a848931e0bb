// The keyboard help: a real modal dialog opened with `?`; Esc (or the button) closes it and focus returns.
import { PANELS_SHORTCUT } from '../game/PanelsFold.tsx'
import { useAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { helpOpenAtom } from './hudAtoms.ts'
import { SHORTCUTS } from './keyCommand.ts'
import { MUTE_SHORTCUT } from '../sound/muteKey.ts'
import { HISTORY_SHORTCUTS } from '../history/historyKey.ts'
import { RULES_SHORTCUT } from '../rules/rulesAtoms.ts'
import { PRESENTATION_SHORTCUT } from '../presentation/presentationKey.ts'
import { SKIP_SHORTCUT } from '../../scene/cinema/stagePlan.ts'

/** Lists every shortcut of the HUD. */
export function HelpOverlay() {
  const [open, setOpen] = useAtom(helpOpenAtom)
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className="hud-help" aria-labelledby="hud-help-title" onClose={() => setOpen(false)}>
      <h2 id="hud-help-title">Keys</h2>
      <table>
        <tbody>
          {[
            ...SHORTCUTS,
            MUTE_SHORTCUT,
            ...HISTORY_SHORTCUTS,
            RULES_SHORTCUT,
            PRESENTATION_SHORTCUT,
            PANELS_SHORTCUT,
            SKIP_SHORTCUT,
          ].map((s) => (
            <tr key={s.keys + s.what}>
              <th scope="row">
                <kbd>{s.keys}</kbd>
              </th>
              <td>{s.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="hud-button" onClick={() => setOpen(false)} autoFocus>
        Close (Esc)
      </button>
    </dialog>
  )
}
