/// <reference types="webxr" />
// AR: the table alone, on a real surface. A hit test from the viewer's gaze (a phone's screen centre, a headset's
// view) finds a surface each frame and a ring marks it; a select (trigger, pinch or a tap) sets the table's centre
// there, turned to face the player; a later select moves it. Until then it stands 80 cm ahead at a table's height.
// Both hands gripping (squeeze, or a pinch) move it with them and turn it as the line between them turns. The XR
// origin is the inverse of that placement, so the scene itself never moves.
import { useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { Matrix4, Quaternion, Vector3, type Mesh } from 'three'

export type ArPlacement = {
  /** Asks the session for a hit-test source from the viewer; returns its cancel. */
  start(session: XRSession): () => void
  /** Reads this frame's hit, if any, into the reticle. */
  track(frame: XRFrame, ref: XRReferenceSpace): void
  /** Places the table on the reticle's surface, facing the viewer; false without a hit. */
  place(frame: XRFrame, ref: XRReferenceSpace): boolean
  /**
   * Both hands' grips this frame (table coordinates, cm), or null when not both grip: while both do, the table
   * follows their midpoint across the surface and turns as the line between them turns.
   */
  twoHands(a: Vector3 | null, b: Vector3 | null): void
  /** The XR origin's matrix for the current placement (reference space metres ← table centimetres, inverted). */
  originMatrix(): Matrix4
  /** The surface point found this frame (reference space, metres), or null. */
  readonly hit: () => Vector3 | null
  /** Where the table was placed (reference space, metres), or null before the first placement. */
  readonly placed: () => { x: number; y: number; z: number; turn: number } | null
}

const DEFAULT_AT = new Vector3(0, 0.75, -0.8)
const Y = new Vector3(0, 1, 0)

export function createArPlacement(): ArPlacement {
  let source: XRHitTestSource | null = null
  let hit: Vector3 | null = null
  const at = DEFAULT_AT.clone()
  let turn = 0
  let placed = false
  const matrix = new Matrix4()
  const rot = new Quaternion()
  const scale = new Vector3(0.01, 0.01, 0.01)
  const update = () => matrix.compose(at, rot.setFromAxisAngle(Y, turn), scale).invert()
  update()
  // A two-handed hold: where it began (reference space: the hands' midpoint and the angle between them) and where
  // the table stood then.
  let held: { mid: Vector3; angle: number; at: Vector3; turn: number } | null = null
  // Scratch for a hold's frames (one a frame while both hands grip).
  const toRef = new Matrix4()
  const [refA, refB, refMid] = [new Vector3(), new Vector3(), new Vector3()]
  const angleOf = (a: Vector3, b: Vector3) => Math.atan2(b.x - a.x, b.z - a.z)
  return {
    start(session) {
      let live = true
      session
        .requestReferenceSpace('viewer')
        .then((viewer) => session.requestHitTestSource?.({ space: viewer }))
        .then((s) => {
          if (live && s) source = s
          else s?.cancel()
        })
        .catch(() => undefined) // no hit test: the table stays where it first stood
      return () => {
        live = false
        source?.cancel()
        source = null
        hit = null
      }
    },
    track(frame, ref) {
      const result = source ? frame.getHitTestResults(source)[0] : undefined
      const pose = result?.getPose(ref)
      if (!pose) {
        hit = null
        return
      }
      const p = pose.transform.position
      hit = (hit ?? new Vector3()).set(p.x, p.y, p.z)
    },
    place(frame, ref) {
      if (!hit) return false
      const viewer = frame.getViewerPose(ref)?.transform.position
      at.copy(hit)
      if (viewer) turn = Math.atan2(viewer.x - at.x, viewer.z - at.z)
      placed = true
      update()
      return true
    },
    twoHands(a, b) {
      if (!a || !b) {
        held = null
        return
      }
      // The grips in the reference space, where the hands are (the table's coordinates move with the table).
      toRef.copy(matrix).invert()
      const [ra, rb] = [refA.copy(a).applyMatrix4(toRef), refB.copy(b).applyMatrix4(toRef)]
      const mid = refMid.copy(ra).add(rb).multiplyScalar(0.5)
      if (!held) {
        held = { mid: mid.clone(), angle: angleOf(ra, rb), at: at.clone(), turn }
        return
      }
      at.set(held.at.x + mid.x - held.mid.x, held.at.y, held.at.z + mid.z - held.mid.z)
      turn = held.turn + angleOf(ra, rb) - held.angle
      placed = true
      update()
    },
    originMatrix: () => matrix,
    hit: () => hit,
    placed: () => (placed ? { x: at.x, y: at.y, z: at.z, turn } : null),
  }
}

const ringAt = new Vector3()

/** The ring on the surface the hit test found, drawn where the next placement would put the table's centre. */
export function ArReticle({ placement }: { placement: ArPlacement }) {
  const ring = useRef<Mesh>(null)
  useFrame(() => {
    const m = ring.current
    const h = placement.hit()
    if (!m) return
    m.visible = h !== null
    if (!h) return
    // The origin's matrix maps the reference space to the table's.
    m.position.copy(ringAt.copy(h).applyMatrix4(placement.originMatrix()))
  })
  return (
    <mesh ref={ring} rotation={[-Math.PI / 2, 0, 0]} visible={false} name="ar-reticle">
      <ringGeometry args={[8, 10, 32]} />
      <meshBasicMaterial color="#ffd98a" transparent opacity={0.8} toneMapped={false} />
    </mesh>
  )
}
