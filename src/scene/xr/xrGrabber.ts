// A headset's hands on the table, on the paths the pointer uses: a grip (squeeze, trigger or pinch) over the tray
// picks up the roll's dice as a press on the tray does, the hand carries them, and letting go throws them with the
// hand's speed (handThrow) in the same tray (at a room's table, to the table); a grip on a settled die picks it up
// through the hands' own `reach` (the glow from `canAssign`, the drop from `dropPlan`: the engine decides), and
// letting it go over a row, a marker, a spell or the tray lays it there. Nothing here holds a rule.
import { Quaternion, Vector3 } from 'three'
import type { useStore } from 'jotai'
import { dispatchAtom, gameStateAtom, legalActionsAtom, tableModeAtom } from '../../state/gameAtoms.ts'
import { effectiveReducedMotionAtom } from '../../state/settingsAtoms.ts'
import { tableRoomAtom } from '../../state/room/tableRoom.ts'
import type { HandsKit } from '../hands/handsKit.ts'
import { throwAtTable } from '../hands/throwAtTable.ts'
import { isOverTray, toTray, TRAY_PLACE } from '../hands/trayPlace.ts'
import { pendingRoll, trayPoolAtom } from '../hands/trayPool.ts'
import { handThrow, type HandSample } from './handThrow.ts'
import type { XrHand } from './xrInputs.ts'

type Store = ReturnType<typeof useStore>

/** A die within this distance of the hand (cm) can be picked up. */
const DIE_REACH = 7
/** A die let go within this distance across the table of a drop point (cm), and not too high above it, lands there. */
const DROP_REACH = 7
const DROP_HEIGHT = 30
/** How high above the tray's felt a hand still picks the roll up (cm). */
const TRAY_REACH = 35

export type Holding =
  | { readonly kind: 'roll'; readonly hand: string; readonly samples: HandSample[] }
  | { readonly kind: 'die'; readonly hand: string; readonly id: number }

export type XrGrabber = {
  /** One hand's frame: press, carry or let go. True when the hand did something (a press is then used). */
  update(hand: XrHand, now: number): boolean
  readonly holding: () => Holding | null
  /** The last throw a hand let go (for the probe). */
  readonly lastThrow: () => { x: number; y: number; z: number } | null
}

const p = new Vector3()
const q = new Quaternion()
/** Where the held die was last carried to. */
const carried = new Vector3()
/** A controller holds a die a little ahead of its grip, where the player sees it past the controller's body. */
const AHEAD = 4

/** Where a hand picks a die up and holds it (a pinch: between the fingertips), written into `out`. */
export function holdPointOf(hand: XrHand, out: Vector3): Vector3 {
  out.copy(hand.grip)
  return hand.tracked ? out : out.addScaledVector(hand.rayDir, AHEAD)
}
const holdPoint = (hand: XrHand) => holdPointOf(hand, carried)
const xyz = (v: Vector3) => ({ x: v.x, y: v.y, z: v.z })

export function createXrGrabber(store: Store, kit: HandsKit, invalidate: () => void): XrGrabber {
  let holding: Holding | null = null
  let lastThrow: { x: number; y: number; z: number } | null = null

  const throwable = () => {
    const s = store.get(gameStateAtom)
    if (!s || store.get(tableModeAtom) !== 'play') return false
    const rolls = store.get(legalActionsAtom).some((a) => a.type === 'rollDice') || pendingRoll(s) !== null
    return rolls && store.get(trayPoolAtom).length > 0 && !(kit.tray?.moving ?? false)
  }
  const nearTray = (g: Vector3) => isOverTray(g.x, g.z, 6) && g.y - TRAY_PLACE.y < TRAY_REACH

  const nearestDie = (g: Vector3): number | null => {
    let best: number | null = null
    let bestD = DIE_REACH
    for (const d of store.get(trayPoolAtom)) {
      if (kit.lifted.has(d.id) || !kit.tray?.pose(d.id, p, q)) continue
      const dist = Math.hypot(p.x + TRAY_PLACE.x - g.x, p.y + TRAY_PLACE.y - g.y, p.z + TRAY_PLACE.z - g.z)
      if (dist < bestD) {
        best = d.id
        bestD = dist
      }
    }
    return best
  }

  const pickRoll = (hand: XrHand, now: number): boolean => {
    const reduced = store.get(effectiveReducedMotionAtom)
    const started = pendingRoll(store.get(gameStateAtom)) !== null || store.set(dispatchAtom, { type: 'rollDice' }).ok
    if (!reduced && !started) return false
    holding = { kind: 'roll', hand: hand.key, samples: [] }
    carryRoll(hand, now)
    return true
  }
  const carryRoll = (hand: XrHand, now: number) => {
    if (holding?.kind !== 'roll') return
    const g = hand.grip
    holding.samples.push({ t: now, x: g.x, y: g.y, z: g.z })
    if (holding.samples.length > 32) holding.samples.shift()
    const roll = pendingRoll(store.get(gameStateAtom))
    if (roll && kit.tray && !store.get(effectiveReducedMotionAtom)) kit.tray.hold(roll.dice, toTray(g.x, g.z))
    invalidate()
  }
  const throwRoll = (samples: readonly HandSample[]) => {
    const spec = handThrow(samples)
    lastThrow = spec ? { ...spec.velocity } : null
    if (store.get(effectiveReducedMotionAtom)) {
      // No tumble: the engine's seeded faces, as the Roll control reports them with no tray to throw.
      const report = store.get(legalActionsAtom).find((a) => a.type === 'reportRoll')
      const action = pendingRoll(store.get(gameStateAtom)) ? report : ({ type: 'rollDice' } as const)
      if (action) store.set(dispatchAtom, action, { throwRoll: true })
      return
    }
    const room = store.get(tableRoomAtom)
    if (room) return throwAtTable(store, kit, room, spec)
    const roll = pendingRoll(store.get(gameStateAtom))
    if (roll && kit.tray) kit.tray.throwDice(roll.dice, roll.rollId, spec)
    invalidate()
  }

  const dropKey = (g: Vector3): string | null => {
    let best: string | null = null
    let bestD = DROP_REACH
    for (const t of kit.reach?.targets() ?? []) {
      if (t.key === 'tray' || g.y - t.point.y > DROP_HEIGHT || g.y < t.point.y - 3) continue
      const d = Math.hypot(t.point.x - g.x, t.point.z - g.z)
      if (d < bestD) {
        best = t.key
        bestD = d
      }
    }
    return best ?? (nearTray(g) ? 'tray' : null)
  }

  return {
    update(hand, now) {
      const mine = holding?.hand === hand.key
      if (mine && holding) {
        if (hand.grab || hand.select) {
          if (holding.kind === 'roll') carryRoll(hand, now)
          else kit.reach?.carry(holdPoint(hand))
          return true
        }
        const was = holding
        holding = null
        // A controller's pose where it let go is the throw's last sample (a throw is let go in motion); a hand's
        // opening fingers move the point between them, so a hand's throw and drop keep where it last held.
        const g = hand.grip
        if (was.kind === 'roll') throwRoll(hand.tracked ? was.samples : [...was.samples, { t: now, ...xyz(g) }])
        else kit.reach?.letGo(dropKey(carried))
        return true
      }
      const pressed = (hand.grab && !hand.wasGrab) || (hand.select && !hand.wasSelect)
      if (!pressed || holding) return false
      const g = hand.grip
      const die = nearestDie(holdPoint(hand))
      if (die !== null && kit.reach?.pickUp(die)) {
        holding = { kind: 'die', hand: hand.key, id: die }
        kit.reach.carry(holdPoint(hand))
        return true
      }
      return nearTray(g) && throwable() && pickRoll(hand, now)
    },
    holding: () => holding,
    lastThrow: () => lastThrow,
  }
}
