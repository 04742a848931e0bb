// A phone's throw: the hand has no tray, so the throw pad stands for it (its width the tray's width, its top the
// far wall) and a flick across it becomes the same throw a flick over the table's tray makes (flickThrow). A shake
// of the phone, where motion events are allowed, throws too: its strongest jolt sets the direction and strength.
// Pure, so the arithmetic is unit-tested without a phone.
import { capVelocity } from '../../physics/capVelocity.ts'
import { TRAY, THROW } from '../../physics/physicsConfig.ts'
import type { ThrowSpec } from '../../physics/throwSpec.ts'
import { flickThrow, type FlickSample } from '../../scene/hands/flickThrow.ts'

/** One pointer sample on the pad: time in ms, position in CSS px from the pad's top-left corner. */
export type PadSample = { readonly t: number; readonly x: number; readonly y: number }
export type PadSize = { readonly width: number; readonly height: number }

/** A gesture shorter than this (px) is a tap, not a throw. */
export const MIN_FLICK_PX = 24

/** Where a point of the pad lies over the tray (cm): its width the tray's, its top the far wall. */
export function padToTray(p: PadSample, pad: PadSize): FlickSample {
  const u = Math.min(1, Math.max(0, p.x / Math.max(1, pad.width)))
  const v = Math.min(1, Math.max(0, p.y / Math.max(1, pad.height)))
  return { t: p.t, x: (u - 0.5) * TRAY.width, z: (v - 0.5) * TRAY.depth }
}

/** The throw a flick across the pad makes; null for a tap (the finger hardly moved). */
export function padThrow(samples: readonly PadSample[], pad: PadSize): ThrowSpec | null {
  const first = samples[0]
  const last = samples[samples.length - 1]
  if (!first || !last || Math.hypot(last.x - first.x, last.y - first.y) < MIN_FLICK_PX) return null
  const spec = flickThrow(samples.map((s) => padToTray(s, pad)))
  if (!spec) return null
  // A flick along the pad is short next to a tray: the hand's speed is scaled so an easy thumb flick reaches the
  // far wall (a table flick covers some 20 cm; a thumb, 4 on this scale).
  const { x, y, z } = spec.velocity
  return { origin: spec.origin, velocity: capVelocity({ x: x * 2.5, y, z: z * 2.5 }) }
}

/** One motion reading: time in ms, the device's acceleration in m/s² (gravity removed where the device can). */
export type MotionSample = { readonly t: number; readonly x: number; readonly y: number; readonly z: number }

/** A jolt stronger than this (m/s²) starts a shake; the throw goes once the phone is still again. */
export const SHAKE_START = 14
export const SHAKE_END = 4
/** A shake longer than this throws anyway; a reading older than this is forgotten. */
export const SHAKE_MAX_MS = 900

/**
 * Follows a phone's motion and says when a shake is over: `add` returns the throw once a jolt over SHAKE_START has
 * been followed by stillness (or has lasted SHAKE_MAX_MS), else null. The phone's x is the tray's x and its top the
 * far wall, so a shake toward the top throws away from the player.
 */
export function createShakeDetector() {
  let peak: MotionSample | null = null
  let started = 0
  return {
    add(s: MotionSample): ThrowSpec | null {
      const size = Math.hypot(s.x, s.y, s.z)
      if (peak === null) {
        if (size < SHAKE_START) return null
        peak = s
        started = s.t
        return null
      }
      if (size > Math.hypot(peak.x, peak.y, peak.z)) peak = s
      if (size > SHAKE_END && s.t - started < SHAKE_MAX_MS) return null
      const spec = shakeThrow(peak)
      peak = null
      return spec
    },
    reset() {
      peak = null
    },
  }
}

/** The throw of a shake whose strongest jolt was `peak`: along the phone's plane, toward the far wall. */
export function shakeThrow(peak: MotionSample): ThrowSpec {
  const across = Math.hypot(peak.x, peak.y) || 1
  const speed = Math.min(
    THROW.randomSpeedMax * 1.5,
    Math.max(THROW.randomSpeedMin, Math.hypot(peak.x, peak.y, peak.z) * 5),
  )
  // Device y points to the phone's top; toward the top is toward the far wall (−z), and a shake is always a throw
  // forward, whichever way the arm swung last.
  const dx = peak.x / across
  const dz = -Math.abs(peak.y / across) - 0.5
  const norm = Math.hypot(dx, dz)
  return {
    origin: { x: 0, z: TRAY.depth / 2 - 4 },
    velocity: capVelocity({ x: (dx / norm) * speed, y: -30, z: (dz / norm) * speed }),
  }
}
