// The handle of the phone's bottom sheet (the action column, tableLayout.css): drag it to resize the sheet, which
// settles at the nearest of peek, half and full; a tap steps it up (full: back to peek); the arrow keys step it up
// and down. The table is framed in the room the sheet leaves at peek: a larger sheet lies over the table.
import { useRef } from 'react'
import { atom, useAtom } from 'jotai'

export const SHEET_SIZES = ['peek', 'half', 'full'] as const
export type SheetSize = (typeof SHEET_SIZES)[number]

/** How far the phone's sheet is drawn up. Not saved: every visit opens at peek. */
export const sheetSizeAtom = atom<SheetSize>('peek')

const WORDS: Record<SheetSize, string> = {
  peek: 'Actions sheet, lowered: show more',
  half: 'Actions sheet, half open: show more',
  full: 'Actions sheet, open: lower it',
}

/** A press that moves less than this (CSS px) is a tap. */
const TAP = 6

/** The size nearest a drawn height `h` (CSS px) of a sheet whose three heights are `heights`. */
export function nearestSize(h: number, heights: Record<SheetSize, number>): SheetSize {
  return SHEET_SIZES.reduce((best, s) => (Math.abs(heights[s] - h) < Math.abs(heights[best] - h) ? s : best))
}

export function SheetHandle() {
  const [size, setSize] = useAtom(sheetSizeAtom)
  const drag = useRef<{ y: number; height: number; moved: boolean } | null>(null)
  // A drag ends in a click too: only a tap (or Enter, Space) steps the sheet.
  const dragged = useRef(false)
  const step = (by: number) => {
    const i = SHEET_SIZES.indexOf(size) + by
    setSize(SHEET_SIZES[Math.max(0, Math.min(SHEET_SIZES.length - 1, i))]!)
  }
  /** The sheet's three heights as its CSS draws them (measured by drawing each). */
  const heights = (sheet: HTMLElement): Record<SheetSize, number> => {
    const drawn = sheet.dataset.sheet
    const out = { peek: 0, half: 0, full: 0 }
    sheet.style.height = ''
    for (const s of SHEET_SIZES) {
      sheet.dataset.sheet = s
      out[s] = sheet.getBoundingClientRect().height
    }
    sheet.dataset.sheet = drawn
    sheet.style.transition = ''
    return out
  }
  return (
    <button
      type="button"
      className="sheet-handle"
      aria-label={WORDS[size]}
      aria-controls="game-side-panels"
      aria-expanded={size !== 'peek'}
      aria-keyshortcuts="ArrowUp ArrowDown"
      data-testid="sheet-handle"
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault()
          step(event.key === 'ArrowUp' ? 1 : -1)
        }
      }}
      onPointerDown={(event) => {
        const sheet = event.currentTarget.closest<HTMLElement>('.game-sheet')
        if (!sheet) return
        event.currentTarget.setPointerCapture(event.pointerId)
        drag.current = { y: event.clientY, height: sheet.getBoundingClientRect().height, moved: false }
        // The sheet follows the finger at once (and is measured as drawn, not mid-transition).
        sheet.style.transition = 'none'
      }}
      onPointerMove={(event) => {
        const d = drag.current
        const sheet = event.currentTarget.closest<HTMLElement>('.game-sheet')
        if (!d || !sheet) return
        const dy = d.y - event.clientY
        if (Math.abs(dy) >= TAP) d.moved = true
        if (d.moved) sheet.style.height = `${Math.max(0, d.height + dy)}px`
      }}
      onPointerUp={(event) => {
        const d = drag.current
        drag.current = null
        const sheet = event.currentTarget.closest<HTMLElement>('.game-sheet')
        if (!sheet) return
        if (!d?.moved) {
          sheet.style.transition = ''
          return
        }
        dragged.current = true
        const drawn = sheet.getBoundingClientRect().height
        setSize(nearestSize(drawn, heights(sheet)))
      }}
      onPointerCancel={(event) => {
        drag.current = null
        const sheet = event.currentTarget.closest<HTMLElement>('.game-sheet')
        if (sheet) sheet.style.height = sheet.style.transition = ''
      }}
      onClick={() => {
        if (dragged.current) {
          dragged.current = false
          return
        }
        setSize(size === 'full' ? 'peek' : SHEET_SIZES[SHEET_SIZES.indexOf(size) + 1]!)
      }}
    >
      <span className="sheet-grip" aria-hidden="true" />
    </button>
  )
}
