// Measures the page's panels (every element marked `data-frame-panel`; its CSS says which edge of the window it
// holds in `--frame-edge`, so a media query can move it) and publishes the room they leave the table
// (`tableFrameAtom`): after a resize, a panel folding or opening, or a panel's content changing size.
import { useEffect } from 'react'
import { useStore } from 'jotai'
import { freeRoom, tableFrameAtom, type FrameEdge, type Rect } from '../../state/tableFrame.ts'

const EDGES = new Set<string>(['top', 'right', 'bottom', 'left'])
const PANELS = '[data-frame-panel]'

function measure(root: HTMLElement): Rect {
  const panels = [...root.querySelectorAll<HTMLElement>(PANELS)].flatMap((el) => {
    const style = getComputedStyle(el)
    const edge = style.getPropertyValue('--frame-edge').trim()
    if (!EDGES.has(edge) || style.display === 'none') return []
    const r = el.getBoundingClientRect()
    return [{ edge: edge as FrameEdge, box: { x: r.x, y: r.y, width: r.width, height: r.height } }]
  })
  return freeRoom(window.innerWidth, window.innerHeight, panels)
}

const same = (a: Rect | null, b: Rect) =>
  a !== null &&
  Math.abs(a.x - b.x) < 0.5 &&
  Math.abs(a.y - b.y) < 0.5 &&
  Math.abs(a.width - b.width) < 0.5 &&
  Math.abs(a.height - b.height) < 0.5

/** Keeps `tableFrameAtom` true to the panels inside `root` (the game page) while it is mounted. */
export function useTableFrame(root: React.RefObject<HTMLElement | null>): void {
  const store = useStore()
  useEffect(() => {
    const page = root.current
    if (!page) return
    let frame = 0
    const update = () => {
      frame = 0
      const room = measure(page)
      if (same(store.get(tableFrameAtom), room)) return
      store.set(tableFrameAtom, room)
      // A phone's sheet drawn up to half or full lies over the table: its CSS sizes it by the room.
      page.style.setProperty('--table-room-height', `${room.height}px`)
    }
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    const sizes = new ResizeObserver(soon)
    const watch = () => {
      sizes.disconnect()
      for (const el of page.querySelectorAll<HTMLElement>(PANELS)) sizes.observe(el)
      soon()
    }
    // Panels come and go (the end screen, a room's panel, presentation mode's side panel) and fold (a class).
    const tree = new MutationObserver(watch)
    tree.observe(page, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden'] })
    window.addEventListener('resize', soon)
    watch()
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame)
      tree.disconnect()
      sizes.disconnect()
      window.removeEventListener('resize', soon)
      store.set(tableFrameAtom, null)
    }
  }, [root, store])
}
