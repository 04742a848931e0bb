// The table's animation clock: the page's clock run at the player's animation speed. Every timed animation on
// the table (src/scene/game/sceneTimeline.ts books them and the meshes read them) measures time with it, so one
// setting slows, hastens or skips them all; "instant" runs it so fast that anything booked is over by the next
// frame, which is the same as no animation.
import { readSettings, subscribeSettings, type Settings } from './settingsAtoms.ts'

/** How many animation seconds pass per real second for "instant": a whole midnight takes well under a frame. */
export const INSTANT_RATE = 1_000_000

const realNow = (): number => performance.now() / 1000

let rate = rateOf(readSettings().animationSpeed)
let base = 0
let realBase = realNow()

/** Animation seconds per real second for a setting (0 means instant). */
export function rateOf(speed: Settings['animationSpeed']): number {
  return speed === 0 ? INSTANT_RATE : speed
}

/** Seconds on the animation clock: never goes back, and runs at the current speed. */
export function animationNow(): number {
  return base + (realNow() - realBase) * rate
}

/** Changes the speed from now on (what is already on the clock stays where it is). */
export function setAnimationSpeed(speed: Settings['animationSpeed']): void {
  base = animationNow()
  realBase = realNow()
  rate = rateOf(speed)
}

subscribeSettings((settings) => setAnimationSpeed(settings.animationSpeed))
