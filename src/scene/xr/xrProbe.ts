// `window.__museumXr`: a read-only window onto the table in a headset, for the browser tests and the bench: the
// session's mode, frames drawn, what a hand holds, where the panel's controls, the dice and the drop points lie in
// the headset's reference space (metres), and a pose that aims a controller at a control. Nothing here changes the game.
import { Box3, Matrix4, Mesh, Quaternion, Vector3, type Group, type Object3D, type WebGLRenderer } from 'three'
import type { RefObject } from 'react'
import type { XrMode } from '../../state/xrAtoms.ts'
import type { HandsKit } from '../hands/handsKit.ts'
import { TRAY_PLACE } from '../hands/trayPlace.ts'
import type { ArPlacement } from './ArPlacement.tsx'
import { holdPointOf, type XrGrabber } from './xrGrabber.ts'
import type { XrPanelApi } from './XrPanel.tsx'
import type { XrHand } from './xrInputs.ts'

type V = { x: number; y: number; z: number }

export type XrProbeParts = {
  readonly mode: XrMode
  readonly frames: RefObject<number>
  readonly origin: RefObject<Group | null>
  readonly grabber: XrGrabber
  readonly panel: RefObject<XrPanelApi | null>
  readonly placement: ArPlacement
  readonly gl: WebGLRenderer
  readonly kit: HandsKit
  readonly scene: Object3D
  readonly hands: ReadonlyMap<string, XrHand>
  /** The scene's cards by id (sceneKit's). */
  readonly cards: ReadonlyMap<string, Object3D>
}

const inverse = new Matrix4()
const v = new Vector3()
const q = new Quaternion()
const plain = (p: Vector3): V => ({ x: p.x, y: p.y, z: p.z })

/** The probe's face (see installXrProbe). */
export type XrProbe = ReturnType<typeof createXrProbe>

export function installXrProbe(parts: XrProbeParts): () => void {
  const probe: XrProbe = createXrProbe(parts)
  window.__museumXr = probe
  return () => {
    if (window.__museumXr === probe) delete window.__museumXr
  }
}

function createXrProbe(parts: XrProbeParts) {
  const toRef = (p: Vector3): V => {
    const o = parts.origin.current
    if (!o) return plain(p)
    o.updateWorldMatrix(true, false)
    return plain(v.copy(p).applyMatrix4(inverse.copy(o.matrixWorld).invert()))
  }
  /** A controller pose (reference space) at `from`, its -z toward `at` (both table coordinates). */
  const aimFrom = (from: Vector3, at: Vector3) => {
    const look = new Matrix4().lookAt(from, at, new Vector3(0, 1, 0))
    const world = new Matrix4().compose(from, q.setFromRotationMatrix(look), new Vector3(1, 1, 1))
    const o = parts.origin.current
    if (o) world.premultiply(inverse.copy(o.matrixWorld).invert())
    const p = new Vector3()
    const r = new Quaternion()
    world.decompose(p, r, new Vector3())
    return { position: plain(p), quaternion: { x: r.x, y: r.y, z: r.z, w: r.w } }
  }
  return {
    mode: () => parts.mode,
    frames: () => parts.frames.current,
    holding: () => parts.grabber.holding()?.kind ?? null,
    /** Each hand seen: its grip, where it holds a die (reference space), and whether it grips. */
    hands: () =>
      [...parts.hands.values()].map((h) => ({
        key: h.key,
        live: h.live,
        grip: toRef(h.grip),
        hold: toRef(holdPointOf(h, new Vector3())),
        grab: h.grab,
      })),
    lastThrow: () => parts.grabber.lastThrow(),
    /** Draw calls and triangles of the last frame, both eyes together. */
    render: () => ({ calls: parts.gl.info.render.calls, triangles: parts.gl.info.render.triangles }),
    /** Visible meshes under each of the scene's children (by name, or type), for the draw-call budget. */
    census: () => {
      const out: Record<string, number> = {}
      parts.scene.children.forEach((c, i) => {
        let n = 0
        c.traverseVisible((o) => {
          if (o instanceof Mesh) n++
        })
        const key = `${i}:${c.name || c.type}`
        if (n > 0) out[key] = n
      })
      return out
    },
    toRef: (x: number, y: number, z: number) => toRef(new Vector3(x, y, z)),
    panel: () =>
      (parts.panel.current?.buttons() ?? []).map((b) => ({ key: b.key, label: b.label, at: toRef(b.centre) })),
    message: () => parts.panel.current?.message() ?? null,
    /** The card read out on the board, or null. */
    reading: () => parts.panel.current?.reading() ?? null,
    /** A controller pose (reference space) 20 cm in front of control `key`, pointing at it; null if not shown. */
    aim: (key: string) => {
      const b = parts.panel.current?.buttons().find((x) => x.key === key)
      return b ? aimFrom(b.centre.clone().addScaledVector(b.normal, 20), b.centre) : null
    },
    /** A controller pose (reference space) 30 cm above card `id`, toward the player, pointing at its middle. */
    aimAtCard: (id: string) => {
      const card = parts.cards.get(id)
      if (!card) return null
      const centre = new Box3().setFromObject(card).getCenter(new Vector3())
      return aimFrom(centre.clone().add(new Vector3(0, 30, 15)), centre)
    },
    /** Each die in the tray and where it lies (reference space). */
    dice: () =>
      (parts.kit.tray?.ids ?? []).flatMap((id) => {
        if (!parts.kit.tray?.pose(id, v, q)) return []
        return [{ id, at: toRef(v.clone().add(new Vector3(TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z))) }]
      }),
    /** Every drop point by key (reference space). */
    targets: () => (parts.kit.reach?.targets() ?? []).map((t) => ({ key: t.key, at: toRef(t.point) })),
    /** AR: the surface the hit test finds now, and where the table was placed (both reference space). */
    hit: () => {
      const h = parts.placement.hit()
      return h ? plain(h) : null
    },
    placed: () => parts.placement.placed(),
  }
}

declare global {
  interface Window {
    __museumXr?: XrProbe
  }
}
