// The player's text size, put on the page's root as `--text-scale`: global.css multiplies the root type by it, and
// everything around the table is sized in rem, so panels, notes and controls grow together. `is-large-text` on the
// root says it is larger than standard.
import { useLayoutEffect } from 'react'
import { useAtomValue } from 'jotai'
import { textSizeAtom } from '../../state/settingsAtoms.ts'

/** Keeps the root's `--text-scale` equal to the setting while mounted (once, in the app). */
export function useTextSize(): void {
  const size = useAtomValue(textSizeAtom)
  useLayoutEffect(() => {
    const root = document.documentElement
    root.style.setProperty('--text-scale', String(size))
    // A phone with larger text keeps the status bar to one scrolling row a group (tableLayout.css).
    root.classList.toggle('is-large-text', size > 1)
    return () => {
      root.style.removeProperty('--text-scale')
      root.classList.remove('is-large-text')
    }
  }, [size])
}
