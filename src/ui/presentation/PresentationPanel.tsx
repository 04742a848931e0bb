// Presentation mode's side panel: the log and the odds, moved together to the left of the table behind one
// disclosure button. At the table as usual it adds nothing (its boxes lay out as if absent, `display: contents`):
// the same children stay mounted either way, so the log and the odds keep their state when the mode changes.
import type { ReactNode } from 'react'
import { useAtom, useAtomValue } from 'jotai'
import { presentationAtom, presentationPanelOpenAtom } from '../../state/presentationAtoms.ts'

const BODY_ID = 'presentation-panel-body'

export function PresentationPanel({ children }: { readonly children: ReactNode }) {
  const presenting = useAtomValue(presentationAtom)
  const [open, setOpen] = useAtom(presentationPanelOpenAtom)
  const className = presenting ? `presentation-panel${open ? ' is-open' : ''}` : 'presentation-panel is-off'
  return (
    <div
      className={className}
      data-testid="presentation-panel"
      data-frame-panel="presentation"
      {...(presenting ? { role: 'region', 'aria-label': 'Log and odds' } : {})}
    >
      {presenting && (
        <button
          type="button"
          className="shell-button presentation-disclosure"
          aria-expanded={open}
          aria-controls={BODY_ID}
          onClick={() => setOpen(!open)}
        >
          <span className="presentation-chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>{' '}
          Log and odds
        </button>
      )}
      <div id={BODY_ID} className="presentation-panel-body" hidden={presenting && !open}>
        {children}
      </div>
    </div>
  )
}
