// `window.__museumScene`: a read-only window onto what the table drew, for browser tests. Nothing here changes
// the game or the picture.
import { Quaternion, Spherical, Vector3, type Camera, type Object3D } from 'three'
import type { SceneKit } from './sceneKit.ts'
import { doomSpaces } from '../layout/tableLayout.ts'
import type { DieOnScreen, HandsKit } from '../hands/handsKit.ts'
import { glowingTasksAtom, heldDieAtom, stagedAtom } from '../hands/handsAtoms.ts'
import type { getDefaultStore } from 'jotai'
import { focusedCardAtom } from '../../state/uiAtoms.ts'
import type { CinemaProbe } from '../cinema/cinemaProbe.ts'
import { closeUpAtom, tableFrameAtom, type Rect } from '../../state/tableFrame.ts'
import { GAME_CAMERA } from '../../state/gameCamera.ts'
import { CARD, INVESTIGATOR, RING } from '../layout/tablePlan.ts'
import { TRAY_PLACE } from '../hands/trayPlace.ts'
import { DIE_SIZE } from '../../physics/physicsConfig.ts'

export type MuseumSceneProbe = {
  /** The clock hand's hour as last drawn, 0 ≤ hour < 12 (0 = XII). */
  readonly hand: () => number
  /**
   * The screen pixel (CSS px from the page's top left) of a card's centre by id (ring, other worlds, the Ancient
   * One, Mythos), of doom space i as `doom:i`, of the clock's centre (`clock`), of the active investigator's card
   * (`investigator`), of the point the camera looks at (`target`) or of a card-local point on a card's face as
   * `on:<card id>:<u>:<v>` (card units from its centre, v up); null when it is not on the table.
   */
  readonly project: (id: string) => { x: number; y: number } | null
  /** The screen pixel (CSS px from the page's top left) of a point of the table in world units. */
  readonly point: (x: number, y: number, z: number) => { x: number; y: number }
  /**
   * Which frames the view eases between: the whole table's or upright's, the dice's, the tray's or the narrow one;
   * `eased` once the close-up has come to its latest frame.
   */
  readonly frames: () => SceneKit['frames']
  /** The room the page's panels leave the table (CSS px), where the camera frames it; null: the whole window. */
  readonly room: () => Rect | null
  /** Whether the view is (or is easing toward) the close-up of the dice in play (state/tableFrame.ts). */
  readonly closeUp: () => boolean
  /** How far the view has come toward that close-up: 0 the whole table, 1 the close-up; between, it is moving. */
  readonly closeUpAt: () => number
  /** True once the first frame with every card face drawn has rendered. */
  readonly ready: () => boolean
  /**
   * The screen pixel of each die the hands know: in the tray (from the physics bodies), staged on a task row,
   * in the hand, or lying on the table (markers, spells); `size`: the pixels a die's edge spans there.
   */
  readonly dice: () => DieOnScreen[]
  /**
   * Every die model the last frame drew (shown, in a shown group), by id, at its screen pixel: what the player sees,
   * where `dice` is what the hands know. A die drawn twice is a ghost.
   */
  readonly drawnDice: () => { id: number; x: number; y: number }[]
  /** Every drop point now, by key: `task:<task id>`, `marker`, `helper:<player>`, `spell:<id>`, `discard`, `tray`. */
  readonly targets: () => { key: string; x: number; y: number }[]
  /** The task ids whose rows glow now (a die is held): exactly those `canAssign` allows. */
  readonly glowing: () => string[]
  /** The card in focus (chosen on the table or in the HUD), or null. */
  readonly focused: () => string | null
  /** The die in the hand, or null. */
  readonly held: () => number | null
  /** Dice staged on task rows, by task id. */
  readonly staged: () => Record<string, number[]>
  /** The last faces read from the bodies and reported to the engine, with the roll id and the dice in order. */
  readonly lastRead: () => { rollId: number; dice: number[]; faces: string[] } | null
  /** Whether the tray's physics is loaded (false: the dice lie as the engine says, rolls are seeded). */
  readonly physics: () => boolean
  /** Whether a press over the tray now picks the pool up to throw it (the throw sheet is drawn). */
  readonly throwable: () => boolean
  /** Whether dice are moving in the tray now. */
  readonly moving: () => boolean
  /** Another screen's throw tumbling here: when it arrived and its first frame was drawn (handsKit `remoteTumble`). */
  readonly remoteTumble: () => { rollId: number; receivedAt: number; drawnAt: number } | null
  /** The faces of dice `ids` as their bodies lie in the tray now (null without physics). */
  readonly trayFaces: (ids: readonly number[]) => string[] | null
  /**
   * Each die in the tray's physics: where its body lies (tray coordinates, world units) and how many CSS pixels a
   * die's width spans on the screen there, as drawn now. Empty without physics.
   */
  readonly trayDice: () => { id: number; at: [number, number, number]; span: number }[]
  /**
   * How far card `id` (the Ancient One's: `ancientOne`) is turned from reading upright on the screen: the angle in
   * degrees between the way its text runs up and the screen's up (0 upright, 180 upside down); null when not drawn.
   */
  readonly cardTurn: (id: string) => number | null
  /** Starts an 8-dice tumble in the tray for a benchmark (nothing reaches the engine); false while dice move. */
  readonly throwNow: () => boolean
  /**
   * Where the camera looks from, about the point the view turns around: its distance (world units), azimuth and
   * polar angle (radians, three's spherical convention).
   */
  readonly view: () => CameraView
} & CinemaProbe

export type CameraView = { readonly distance: number; readonly azimuth: number; readonly polar: number }

declare global {
  interface Window {
    __museumScene?: MuseumSceneProbe
  }
}

const point = new Vector3()
const offset = new Vector3()
const origin = new Vector3()
const spherical = new Spherical()
const quaternion = new Quaternion()
const right = new Vector3()
const centre = new Vector3()

/** Points of the table that never move: the clock, the investigator's card, the default view's target. */
const FIXED: Record<string, readonly [number, number, number]> = {
  clock: RING.centre,
  investigator: INVESTIGATOR.centre,
  target: GAME_CAMERA.target,
}

export function installSceneProbe(
  kit: SceneKit,
  three: () => { readonly camera: Camera; readonly scene: Object3D },
  canvas: HTMLCanvasElement,
  ancientOne: () => { id: string; track: readonly ('doom' | 'monster')[] } | null,
  hands: HandsKit,
  store: ReturnType<typeof getDefaultStore>,
  cinema: CinemaProbe,
  orbitTarget: () => Vector3 | null,
): () => void {
  const camera = () => three().camera
  const toScreen = () => {
    point.project(camera())
    const rect = canvas.getBoundingClientRect()
    return { x: rect.left + ((point.x + 1) / 2) * rect.width, y: rect.top + ((1 - point.y) / 2) * rect.height }
  }
  const probe: MuseumSceneProbe = Object.freeze({
    hand: () => kit.drawnHour,
    ready: () => kit.firstFrame,
    dice: () => hands.dice(),
    drawnDice: () => {
      const out: { id: number; x: number; y: number }[] = []
      three().scene.traverseVisible((o) => {
        const id = /^die-(\d+)-/.exec(o.name)?.[1]
        if (id === undefined) return
        o.getWorldPosition(point)
        out.push({ id: Number(id), ...toScreen() })
      })
      return out
    },
    targets: () => hands.targets(),
    glowing: () => [...store.get(glowingTasksAtom)],
    focused: () => store.get(focusedCardAtom),
    held: () => store.get(heldDieAtom),
    staged: () => Object.fromEntries(Object.entries(store.get(stagedAtom)).map(([k, v]) => [k, [...v]])),
    lastRead: () => {
      const r = hands.lastRead
      return r ? { rollId: r.rollId, dice: [...r.dice], faces: [...r.faces] } : null
    },
    physics: () => hands.tray !== null,
    throwable: () => hands.throwReady,
    moving: () => hands.tray?.moving ?? false,
    remoteTumble: () => (hands.remoteTumble ? { ...hands.remoteTumble } : null),
    trayFaces: (ids) => hands.tray?.readFaces(ids) ?? null,
    trayDice: () => {
      const tray = hands.tray
      if (!tray) return []
      right.setFromMatrixColumn(camera().matrixWorld, 0).normalize().multiplyScalar(DIE_SIZE)
      return tray.ids.flatMap((id) => {
        if (!tray.pose(id, point, quaternion)) return []
        const at: [number, number, number] = [point.x, point.y, point.z]
        // toScreen projects `point` in place: both ends start from the die's centre on the table.
        centre.set(at[0] + TRAY_PLACE.x, at[1] + TRAY_PLACE.y, at[2] + TRAY_PLACE.z)
        point.copy(centre)
        const a = toScreen()
        point.copy(centre).add(right)
        const b = toScreen()
        return [{ id, at, span: Math.hypot(b.x - a.x, b.y - a.y) }]
      })
    },
    cardTurn: (id) => {
      const card = kit.cards.get(id === 'ancientOne' ? (ancientOne()?.id ?? '') : id)
      if (!card) return null
      card.updateWorldMatrix(true, false)
      // The card's text runs up toward its local -z (the face is drawn on a plane laid flat, its top away).
      point.set(0, 0, 1).applyMatrix4(card.matrixWorld)
      const foot = toScreen()
      point.set(0, 0, -1).applyMatrix4(card.matrixWorld)
      const head = toScreen()
      const turn = (Math.atan2(head.x - foot.x, foot.y - head.y) * 180) / Math.PI
      return Math.abs(turn)
    },
    throwNow: () => hands.throwNow(),
    view: () => {
      offset.copy(camera().position).sub(orbitTarget() ?? origin)
      spherical.setFromVector3(offset)
      return { distance: spherical.radius, azimuth: spherical.theta, polar: spherical.phi }
    },
    ...cinema,
    room: () => store.get(tableFrameAtom),
    closeUp: () => store.get(closeUpAtom),
    closeUpAt: () => kit.closeUpAt,
    point: (x, y, z) => {
      point.set(x, y, z)
      return toScreen()
    },
    frames: () => ({ ...kit.frames }),
    project: (id: string) => {
      const fixed = FIXED[id]
      if (fixed) {
        point.set(...fixed)
        return toScreen()
      }
      const doom = /^doom:(\d+)$/.exec(id)?.[1]
      if (doom !== undefined) {
        const ao = ancientOne()
        const space = ao ? doomSpaces(ao.track, 0)[Number(doom)] : undefined
        const card = ao ? kit.cards.get(ao.id) : undefined
        if (!space || !card) return null
        card.updateWorldMatrix(true, false)
        point.set(space.u, 0.4, -space.v).applyMatrix4(card.matrixWorld)
        return toScreen()
      }
      const on = /^on:(.+):(-?[\d.]+):(-?[\d.]+)$/.exec(id)
      if (on) {
        const card = kit.cards.get(on[1] ?? '')
        if (!card) return null
        card.updateWorldMatrix(true, false)
        point.set(Number(on[2]), CARD.thickness + 0.02, -Number(on[3])).applyMatrix4(card.matrixWorld)
        return toScreen()
      }
      const object = kit.cards.get(id)
      if (!object) return null
      object.updateWorldMatrix(true, false)
      object.getWorldPosition(point)
      return toScreen()
    },
  })
  window.__museumScene = probe
  return () => {
    if (window.__museumScene === probe) delete window.__museumScene
  }
}
