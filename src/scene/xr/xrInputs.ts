/// <reference types="webxr" />
// The headset's hands as the table sees them, read once a frame from the XR frame: where each hand holds (table
// coordinates, cm), where it points, and whether it grips (squeeze, or a pinch) or selects (trigger, or a pinch).
// Scratch objects only: no allocation per frame once a hand has been seen.
import { Quaternion, Vector3, type Matrix4 } from 'three'

export type XrHand = {
  readonly key: string
  /** A tracked hand (not a controller): opening a pinch moves the point between the fingertips. */
  readonly tracked: boolean
  /** Seen this frame. */
  live: boolean
  readonly grip: Vector3
  readonly rayFrom: Vector3
  readonly rayDir: Vector3
  grab: boolean
  select: boolean
  /** Last frame's buttons, for presses and releases. */
  wasGrab: boolean
  wasSelect: boolean
}

/** Thumb to index tip closer than this (metres) is a pinch. */
const PINCH_M = 0.025
const q = new Quaternion()
const a = new Vector3()
const b = new Vector3()

function handOf(hands: Map<string, XrHand>, key: string, tracked: boolean): XrHand {
  let h = hands.get(key)
  if (!h) {
    h = {
      key,
      tracked,
      live: false,
      grip: new Vector3(),
      rayFrom: new Vector3(),
      rayDir: new Vector3(),
      grab: false,
      select: false,
      wasGrab: false,
      wasSelect: false,
    }
    hands.set(key, h)
  }
  return h
}

const pressed = (pad: Gamepad | undefined, i: number) => {
  const button = pad?.buttons[i]
  return button ? button.pressed || button.value > 0.5 : false
}

/**
 * Reads every input source of `frame` in reference space `ref`, into `hands` (by handedness and kind), with
 * `origin` (the XR origin's world matrix: reference space in metres to table coordinates).
 */
export function readHands(frame: XRFrame, ref: XRReferenceSpace, origin: Matrix4, hands: Map<string, XrHand>): void {
  for (const h of hands.values()) {
    h.wasGrab = h.grab
    h.wasSelect = h.select
    h.live = false
  }
  for (const source of frame.session.inputSources) {
    const ray = frame.getPose(source.targetRaySpace, ref)
    if (!ray) continue
    const h = handOf(hands, `${source.handedness}:${source.hand ? 'hand' : 'controller'}`, source.hand !== undefined)
    const p = ray.transform.position
    const o = ray.transform.orientation
    h.rayFrom.set(p.x, p.y, p.z).applyMatrix4(origin)
    h.rayDir
      .set(0, 0, -1)
      .applyQuaternion(q.set(o.x, o.y, o.z, o.w))
      .transformDirection(origin)
    h.live = true
    if (source.hand) {
      const thumb = source.hand.get('thumb-tip')
      const index = source.hand.get('index-finger-tip')
      const tp = thumb && frame.getJointPose?.(thumb, ref)
      const ip = index && frame.getJointPose?.(index, ref)
      if (!tp || !ip) continue
      a.set(tp.transform.position.x, tp.transform.position.y, tp.transform.position.z)
      b.set(ip.transform.position.x, ip.transform.position.y, ip.transform.position.z)
      // A pinch is the tips together; where the browser also reports it as a button, that counts too.
      const pinch = a.distanceTo(b) < PINCH_M || pressed(source.gamepad, 0)
      h.grip.copy(a).add(b).multiplyScalar(0.5).applyMatrix4(origin)
      h.grab = pinch
      h.select = pinch
      continue
    }
    const grip = source.gripSpace ? frame.getPose(source.gripSpace, ref) : undefined
    const g = (grip ?? ray).transform.position
    h.grip.set(g.x, g.y, g.z).applyMatrix4(origin)
    h.grab = pressed(source.gamepad, 1)
    h.select = pressed(source.gamepad, 0)
  }
  for (const h of hands.values()) {
    if (h.live) continue
    h.grab = false
    h.select = false
  }
}
