// Where each die the hands know is drawn on the screen now: the tray's (from the physics), the staged ones on their
// rows, the held one. Read by the scene probe for browser tests, never per frame.
import type { useStore } from 'jotai'
import { Quaternion, Vector3, type Object3D } from 'three'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { layoutAtom, sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { ON_CARD_Y, onCardPoint, STAGED_PITCH, taskSpot } from './dropPoints.ts'
import { heldDieAtom, stagedAtom } from './handsAtoms.ts'
import type { DieOnScreen, HandsKit } from './handsKit.ts'
import { TRAY_PLACE } from './trayPlace.ts'
import { DIE } from '../layout/tablePlan.ts'

/** The hand: where the pointer holds a die over the table, and a die flying back to the tray. */
export type Hand = { point: Vector3; flying: { id: number; from: Vector3; start: number } | null }

/** Where each die the hands know is drawn on the screen now (for the probe). */
export function diceOnScreen(
  kit: HandsKit,
  cards: ReadonlyMap<string, Object3D>,
  store: ReturnType<typeof useStore>,
  hand: Hand,
  screen: (p: Vector3) => { x: number; y: number },
): DieOnScreen[] {
  const out: DieOnScreen[] = []
  const state = store.get(gameStateAtom)
  const layout = store.get(layoutAtom)
  const cat = store.get(sceneCatalogAtom)
  if (!state || !layout || !cat) return out
  const p = new Vector3()
  const q = new Quaternion()
  const add = (id: number, where: DieOnScreen['where']) => {
    const at = screen(p)
    const edge = screen(p.setX(p.x + DIE))
    out.push({ id, ...at, size: Math.hypot(edge.x - at.x, edge.y - at.y), where })
  }
  for (const d of layout.dice) {
    if (kit.lifted.has(d.id)) continue
    if (d.anchor.kind === 'tray') {
      if (kit.tray?.pose(d.id, p, q)) p.add(TRAY_OFFSET)
      else p.set(...d.anchor.position)
      add(d.id, 'tray')
    } else if (d.anchor.kind === 'table' && (d.at === 'marker' || d.at === 'spell')) {
      p.set(...d.anchor.position)
      add(d.id, 'table')
    }
  }
  for (const [taskId, dice] of Object.entries(store.get(stagedAtom))) {
    const spot = taskSpot(state, cat, layout, taskId)
    const card = spot && cards.get(spot.cardId)
    if (!spot || !card) continue
    dice.forEach((id, k) => {
      onCardPoint(card, spot.u - 1 + k * STAGED_PITCH, ON_CARD_Y, spot.v, p)
      add(id, 'row')
    })
  }
  const held = store.get(heldDieAtom)
  if (held !== null) {
    p.copy(hand.point)
    add(held, 'hand')
  }
  return out
}

const TRAY_OFFSET = new Vector3(TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z)
