// How a ring card lies on the turntable: at its place with its inner edge raised (RING.tilt), or held up toward
// the player when in focus, a little nearer and larger, so its face reads from the chair. One pose for the card
// drawn (cards/RingCardView) and for the check that the dice tray stands clear of every card (tests/scene/layout).
import type { RingCard } from './layoutTypes.ts'
import { CARD, RING } from './tablePlan.ts'

/** The card in focus: its tilt (radians), how far it rises and comes out toward the player (cm), its scale. */
export const FOCUS = { tilt: 0.78, lift: 2.5, out: 5.5, scale: 1.3 } as const

/** A ring card's pose in the turntable's frame; its yaw is the card's own (RingCard.yaw). */
export type RingPose = { x: number; y: number; z: number; tilt: number; scale: number }

/** Writes into `pose` where `card` lies `l` of the way into focus (0 on the ring, 1 held up), and returns it. */
export function ringCardPose(card: RingCard, l: number, pose: RingPose): RingPose {
  const out = 1 + (FOCUS.out * l) / RING.radius
  pose.tilt = RING.tilt + (FOCUS.tilt - RING.tilt) * l
  pose.scale = 1 + (FOCUS.scale - 1) * l
  pose.x = card.position[0] * out
  pose.y = Math.sin(pose.tilt) * (CARD.height / 2) * pose.scale + FOCUS.lift * l
  pose.z = card.position[2] * out
  return pose
}
