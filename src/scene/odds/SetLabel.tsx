// The advice's one label for the dice it names ("reroll ×3"; a label per die crowds a roll of eight), placed on the
// screen right beside one of them (setLabelPlace.ts) and inside the room the panels leave the table. Placed in the
// frame loop (drei's Html asks `calculatePosition` each frame), never by React; hidden while none of its dice lies
// on the felt (in the hand, staged on a row).
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { Html } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import { Vector3, type Camera, type Object3D } from 'three'
import { tableFrameAtom } from '../../state/tableFrame.ts'
import { dicePlacesAtom } from '../game/sceneAtoms.ts'
import { DIE } from '../layout/tablePlan.ts'
import { useHandsKit } from '../hands/handsKit.ts'
import { diePose, UNDER_PANELS } from './diePose.ts'
import { setLabelPlace, type Spot } from './setLabelPlace.ts'

/** Scratch for the label's placing, reused every frame: the set's dice, every die, their points, the answer. */
const scratch = { set: [] as Spot[], dice: [] as Spot[], spots: [] as Spot[], out: { x: 0, y: 0 } }
const at = new Vector3()
const edge = new Vector3()
const HIDDEN: [number, number] = [-1e5, -1e5]

/** The spot of die `i` of this frame's scratch list. */
function spotFor(i: number, x: number, y: number): Spot {
  const s = (scratch.spots[i] ??= { x: 0, y: 0 })
  s.x = x
  s.y = y
  return s
}

export function SetLabel({ marked, verb }: { readonly marked: readonly number[]; readonly verb: string }) {
  const hands = useHandsKit()
  const dice = useAtomValue(dicePlacesAtom)
  const room = useAtomValue(tableFrameAtom)
  const invalidate = useThree((s) => s.invalidate)
  const tag = useRef<HTMLDivElement>(null)
  const size = useRef({ width: 0, height: 0 })
  // The tag mounts in drei's own root, after this component's effects: it is measured (and watched, for the type
  // of presentation mode) from the frame loop once it is there.
  const watch = useRef<{ observer: ResizeObserver; el: HTMLElement | null } | null>(null)
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => {
      const el = entry?.target as HTMLElement | undefined
      if (el) size.current = { width: el.offsetWidth, height: el.offsetHeight }
    })
    watch.current = { observer, el: null }
    return () => observer.disconnect()
  }, [])
  const measure = (el: HTMLElement) => {
    const w = watch.current
    if (!w || w.el === el) return
    w.observer.disconnect()
    w.observer.observe(el)
    w.el = el
    size.current = { width: el.offsetWidth, height: el.offsetHeight }
  }

  /** Where the label's top left goes this frame (CSS px over the canvas); far off the screen when it has no die. */
  const place = (_: Object3D, camera: Camera, view: { width: number; height: number }): number[] => {
    const { set, dice: all, out } = scratch
    set.length = all.length = 0
    let radius = 0
    for (const d of dice) {
      if (d.anchor.kind === 'card' || hands.lifted.has(d.id)) continue
      diePose(hands, d.id, d.anchor.position, at)
      edge
        .copy(at)
        .setX(at.x + DIE / 2)
        .project(camera)
      at.project(camera)
      const x = ((at.x + 1) / 2) * view.width
      const y = ((1 - at.y) / 2) * view.height
      const spot = spotFor(all.length, x, y)
      all.push(spot)
      if (!marked.includes(d.id)) continue
      set.push(spot)
      radius = Math.max(radius, (Math.abs(edge.x - at.x) / 2) * view.width)
    }
    const el = tag.current
    if (el) measure(el)
    // Not mounted or not measured yet: one frame more (the table draws on demand).
    if (!el || size.current.width === 0) invalidate()
    const visible = set.length > 0 && size.current.width > 0
    if (el && el.style.visibility !== (visible ? '' : 'hidden')) el.style.visibility = visible ? '' : 'hidden'
    if (!visible) return HIDDEN
    const left = 'left' in view ? (view.left as number) : 0
    const top = 'top' in view ? (view.top as number) : 0
    const free = room
      ? { x: room.x - left, y: room.y - top, width: room.width, height: room.height }
      : { x: 0, y: 0, width: view.width, height: view.height }
    const side = setLabelPlace(set, all, radius, size.current, free, out)
    if (el && el.dataset.side !== side) el.dataset.side = side
    return [Math.round(out.x), Math.round(out.y)]
  }

  const label = marked.length > 1 ? `${verb} ×${marked.length}` : verb
  return (
    <group>
      <Html calculatePosition={place} zIndexRange={UNDER_PANELS} style={{ pointerEvents: 'none' }}>
        <div
          ref={tag}
          className={`odds-die-mark is-${verb.replace(' ', '-')}`}
          data-marked-dice={marked.join(' ')}
          data-plaque-avoid
          style={{ visibility: 'hidden' }}
        >
          {label}
        </div>
      </Html>
    </group>
  )
}
