// A plaque under every card of the ring, upright whatever the card's turn: its place, its name and its task rows
// (the same slots as the face), large enough to read from the chair without zooming; with hints on, the exact chance
// of resolving it from here (state/odds). Each plaque hangs just in front of its card (the card's edge nearest the
// viewer), followed in useFrame as the lazy susan turns, and stays under the DOM panels.
import { useEffect, useRef, type ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { addAfterEffect, useFrame, useThree } from '@react-three/fiber'
import { ScreenTag } from './ScreenTag.tsx'
import { Matrix4, Vector3, type Camera, type Group } from 'three'
import { ancientOneIdAtom, boardAtom } from '../../state/gameAtoms.ts'
import { shownOddsAtom } from '../../state/odds/oddsAtoms.ts'
import { closeUpAtom, tableFrameAtom, type Rect } from '../../state/tableFrame.ts'
import { percent } from '../../state/odds/adviceWords.ts'
import { completedRowsAtom, sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { now } from '../game/sceneTimeline.ts'
import { useBriefPlaques } from './briefPlaques.ts'
import { ANCIENT_ONE, DIE, ELDER_SIGNS, INVESTIGATOR } from '../layout/tablePlan.ts'
import { TRAY_PLACE } from '../hands/trayPlace.ts'
import { useHandsKit, type HandsKit } from '../hands/handsKit.ts'
import { TaskStrip } from './TaskStrip.tsx'
import { plaquesOnObstacles, plaquesOverlap, spreadPlaques } from './spreadPlaques.ts'
import { anchorOf } from './plaqueAnchor.ts'
import './ringPlaques.css'

export function RingPlaques() {
  const board = useAtomValue(boardAtom)
  const cat = useAtomValue(sceneCatalogAtom)
  const odds = useAtomValue(shownOddsAtom)
  const done = useAtomValue(completedRowsAtom)
  // The close-up of the dice in play (a small screen) leaves the ring's far cards out: their plaques would hang
  // over the tray and the card in focus, which is drawn large enough to read.
  const closeUp = useAtomValue(closeUpAtom)
  // On a small ring (a short desk window) a plaque says only its place and chance, as on a phone.
  const brief = useBriefPlaques()
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => invalidate(), [odds, brief, invalidate])
  if (!cat || closeUp) return null
  return (
    <>
      {board.map((b, place) => {
        const chance = odds?.chances[b.cardId] ?? null
        return (
          <FollowCard key={b.cardId} cardId={b.cardId}>
            <div className={brief ? 'ring-plaque is-brief' : 'ring-plaque'} data-plaque-card={b.cardId}>
              <div className="ring-plaque-head">
                <span className="ring-plaque-place">{place + 1}</span>
                <span className="ring-plaque-name">{cat.adventure(b.cardId).name}</span>
                {chance && (
                  <span className="ring-plaque-odds" data-odds-card={b.cardId} data-odds={chance.odds}>
                    {percent(chance.odds, chance.approximate)}
                  </span>
                )}
              </div>
              <TaskStrip card={cat.adventureTasks(b.cardId)} done={done[b.cardId] ?? NONE} />
            </div>
          </FollowCard>
        )
      })}
      <PlaqueSpread key={board.length} />
    </>
  )
}

/** A group kept at its card's anchor (a frame is asked for only when the anchor moved: idle stays idle). */
function FollowCard({ cardId, children }: { readonly cardId: string; readonly children: ReactNode }) {
  const kit = useSceneKit()
  const group = useRef<Group>(null)
  const hang = useRef<HTMLDivElement>(null)
  const at = useRef(new Vector3())
  const invalidate = useThree((s) => s.invalidate)
  useFrame(() => {
    const card = kit.cards.get(cardId)
    const g = group.current
    if (!card || !g) return
    const side = anchorOf(card, at.current)
    if (hang.current && hang.current.dataset.hang !== side) hang.current.dataset.hang = side
    if (g.position.distanceToSquared(at.current) < 1e-6) return
    g.position.copy(at.current)
    invalidate()
  })
  return (
    <group ref={group}>
      <ScreenTag>
        <div ref={hang} className="ring-plaque-hang" data-hang="below">
          {children}
        </div>
      </ScreenTag>
    </group>
  )
}

const seen = new Vector3()

/** The screen box (CSS px) of world points `corners` through `camera`. */
function screenBox(
  corners: readonly (readonly [number, number, number])[],
  camera: Camera,
  width: number,
  height: number,
) {
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (const c of corners) {
    seen.set(...c).project(camera)
    const x = ((seen.x + 1) / 2) * width
    const y = ((1 - seen.y) / 2) * height
    x0 = Math.min(x0, x)
    x1 = Math.max(x1, x)
    y0 = Math.min(y0, y)
    y1 = Math.max(y1, y)
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }
}

/**
 * What no plaque may hide: the Ancient One's card (its doom track), the Elder Sign spots and the strip above the
 * table's room (the status bar), on the screen.
 */
function obstacles(
  kit: ReturnType<typeof useSceneKit>,
  aoId: string | null,
  camera: Camera,
  w: number,
  h: number,
  room: Rect | null,
) {
  const out = room && room.y > 0 ? [{ x: 0, y: -h, width: w, height: h + room.y }] : []
  const card = aoId ? kit.cards.get(aoId) : undefined
  if (card) {
    card.updateWorldMatrix(true, false)
    const hw = ANCIENT_ONE.width / 2
    const hh = ANCIENT_ONE.height / 2
    const corners = [
      [-hw, 0, -hh],
      [hw, 0, -hh],
      [-hw, 0, hh],
      [hw, 0, hh],
    ].map(([u, y, v]) => seen.set(u!, y!, v!).applyMatrix4(card.matrixWorld).toArray())
    out.push(screenBox(corners, camera, w, h))
  }
  const [x, , z] = ELDER_SIGNS.origin
  const right = x + (ELDER_SIGNS.columns - 1) * ELDER_SIGNS.pitch + ELDER_SIGNS.token
  const near = z + 2 * ELDER_SIGNS.pitch + ELDER_SIGNS.token
  const [l, f] = [x - ELDER_SIGNS.token, z - ELDER_SIGNS.token]
  out.push(
    screenBox(
      [
        [l, 0, f],
        [right, 0, f],
        [l, 0, near],
        [right, 0, near],
      ],
      camera,
      w,
      h,
    ),
  )
  return out
}

const trayAt = new Vector3(TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z)
const trayNdc = new Vector3()
const besideNdc = new Vector3()

/** The investigator's card on the screen: a plaque hung in front of the near card moves up off it, as off a die. */
function investigatorCard(camera: Camera, w: number, h: number) {
  const [x, y, z] = INVESTIGATOR.centre
  const [hw, hh] = [INVESTIGATOR.width / 2, INVESTIGATOR.height / 2]
  return screenBox(
    [
      [x - hw, y, z - hh],
      [x + hw, y, z - hh],
      [x - hw, y, z + hh],
      [x + hw, y, z + hh],
    ],
    camera,
    w,
    h,
  )
}

/** The dice lying in the tray, on the screen: a square about each, as wide as the ring the advice draws round it. */
function diceInTray(hands: HandsKit, camera: Camera, width: number) {
  trayNdc.copy(trayAt).project(camera)
  besideNdc
    .copy(trayAt)
    .setX(trayAt.x + DIE)
    .project(camera)
  const half = (Math.abs(besideNdc.x - trayNdc.x) / 2) * width
  return hands
    .dice()
    .filter((d) => d.where === 'tray')
    .map((d) => ({ x: d.x - half, y: d.y - half, width: 2 * half, height: 2 * half }))
}

/** The nudge each plaque wears now (CSS px), so that its box without it can be read back. */
const nudges = new WeakMap<HTMLElement, number>()
/** The camera as the last frame drew it: a change means the view is moving. */
const lastView = { world: new Matrix4(), projection: new Matrix4() }

/**
 * After each frame is drawn (every tag is where that frame put it, whichever frame callback placed it), moves apart
 * any two plaques that overlap on the screen, and any off the Ancient One's card, the Elder Sign spots, the dice in
 * the tray and the advice's tags on the table (`data-plaque-avoid`: a die's "reroll", a row's "best"), by
 * spreadPlaques.ts. Runs only on frames the table draws anyway; it moves DOM boxes, never the 3D scene.
 */
function PlaqueSpread() {
  const kit = useSceneKit()
  const hands = useHandsKit()
  const aoId = useAtomValue(ancientOneIdAtom)
  const room = useAtomValue(tableFrameAtom)
  const invalidate = useThree((s) => s.invalidate)
  const get = useThree((s) => s.get)
  useEffect(() => {
    // A plaque whose size changes with no frame drawn (presentation's type, a panel's width) asks for one, so they
    // are spread again: an idle table draws nothing else.
    const observer = new ResizeObserver(() => invalidate())
    const watched = new WeakSet<Element>()
    const stop = addAfterEffect(() => {
      const { camera, size } = get()
      const els = [...document.querySelectorAll<HTMLElement>('[data-plaque-card]')]
      // While the camera moves the plaques are faded out (each frame's spread would make them hop, and a plaque
      // half-way could lie on the status bar or the investigator's card); one frame more shows them at rest.
      // So are they while the close-up stays on an adventure just ended (they would hang over its card and dice).
      const held = now() < kit.timeline.closeUpUntil
      const moved = !lastView.world.equals(camera.matrixWorld) || !lastView.projection.equals(camera.projectionMatrix)
      const moving = moved || held
      lastView.world.copy(camera.matrixWorld)
      lastView.projection.copy(camera.projectionMatrix)
      for (const el of els) if (el.classList.contains('is-moving') !== moving) el.classList.toggle('is-moving', moving)
      if (moving) invalidate()
      for (const el of els)
        if (!watched.has(el)) {
          watched.add(el)
          observer.observe(el)
        }
      const boxes = els.map((el) => {
        const r = el.getBoundingClientRect()
        const side = el.closest<HTMLElement>('.ring-plaque-hang')?.dataset.hang === 'above' ? 'above' : 'below'
        return { x: r.x, y: r.y - (nudges.get(el) ?? 0), width: r.width, height: r.height, side } as const
      })
      const tags = [...document.querySelectorAll('[data-plaque-avoid]')].map((el) => el.getBoundingClientRect())
      // Dice still tumbling are let be (a plaque would hop as each flew past); one frame more once they rest.
      const tumbling = hands.tray?.moving ?? false
      if (tumbling) invalidate()
      const dice = tumbling ? [] : diceInTray(hands, camera, size.width)
      const blocked = [...obstacles(kit, aoId, camera, size.width, size.height, room), ...tags]
      // Off the investigator's card too, unless the plaques cannot then all keep apart (presentation's larger
      // plaques): two plaques on each other read worse than one over the card's top edge. Nor when one would then
      // lie on what no plaque may hide: the card in focus's plaque, sent below its "Go here" tag, was lifted off
      // the investigator's card back onto the tag.
      const offCard = spreadPlaques(boxes, blocked, [...dice, investigatorCard(camera, size.width, size.height)])
      const fits = !plaquesOverlap(boxes, offCard) && !plaquesOnObstacles(boxes, offCard, blocked)
      ;(fits ? offCard : spreadPlaques(boxes, blocked, dice)).forEach((dy, i) => {
        const el = els[i]!
        if (Math.abs((nudges.get(el) ?? 0) - dy) < 0.5) return
        nudges.set(el, dy)
        el.style.translate = dy === 0 ? '' : `0 ${dy.toFixed(1)}px`
      })
    })
    return () => {
      stop()
      observer.disconnect()
    }
  }, [kit, hands, aoId, room, get, invalidate])
  return null
}

const NONE: readonly number[] = []
