// Where each drop target lies on the table now, in world coordinates: task rows ride their card (the ring may be
// turning), markers stand where the layout puts them. Asked at pointer events, not every frame.
import { Vector3, type Object3D } from 'three'
import { openTasks, type GameState } from '../../engine/index.ts'
import { taskRowV } from '../layout/cardFrame.ts'
import { DISCARD_COLUMN } from '../layout/diceLayout.ts'
import type { Catalog, TableLayout } from '../layout/tableLayout.ts'
import { CARD, DIE, INVESTIGATOR } from '../layout/tablePlan.ts'
import type { DropTarget } from './dropTargets.ts'
import { targetKey } from './dropTargets.ts'
import { TRAY_PLACE } from './trayPlace.ts'

/** Distance between dice staged on one row (card units). */
export const STAGED_PITCH = 1.9
/** A place on a card: its id and card-local (u, v). */
export type Spot = { readonly cardId: string; readonly u: number; readonly v: number }

/** Where on a card a task row's dice lie: along the row's slots, from its left end. */
const ROW_U = -1.2
/** The battle task's row on the Ancient One card (card-local v). */
const BATTLE_V = 1.85
/** Height of a die lying on a card's face, card-local. */
export const ON_CARD_Y = CARD.thickness + DIE / 2 + 0.1

export type WorldTarget = { readonly key: string; readonly target: DropTarget; readonly point: Vector3 }

/** The card and card-local spot (u, v) of a task's row, or null when its card is not drawn. */
export function taskSpot(
  state: GameState,
  cat: Catalog,
  layout: TableLayout,
  taskId: string,
): { cardId: string; u: number; v: number } | null {
  const phase = state.phase
  if (phase.kind !== 'resolution') return null
  if (taskId === 'battle') return { cardId: state.ancientOne, u: 0, v: BATTLE_V }
  if (phase.target.kind !== 'card') return null
  const cardId = phase.target.cardId
  const row = /^row:(\d+)$/.exec(taskId)?.[1]
  if (row !== undefined) return { cardId, u: ROW_U, v: taskRowV(Number(row), cat.adventureTasks(cardId).tasks.length) }
  const monster = /^monster:(.+)$/.exec(taskId)?.[1]
  const m = layout.monsters.find((x) => x.cardId === cardId && x.monsterId === monster)
  return m ? { cardId, u: m.u, v: m.v } : null
}

/** A card-local point (u, y, v) in world coordinates, written into `out`. */
export function onCardPoint(card: Object3D, u: number, y: number, v: number, out: Vector3): Vector3 {
  card.updateWorldMatrix(true, false)
  return out.set(u, y, -v).applyMatrix4(card.matrixWorld)
}

/** Every place a held die can be let go now, with its world point. */
export function worldTargets(
  state: GameState,
  cat: Catalog,
  layout: TableLayout,
  cards: ReadonlyMap<string, Object3D>,
): WorldTarget[] {
  const out: WorldTarget[] = []
  const push = (target: DropTarget, point: Vector3) => out.push({ key: targetKey(target), target, point })
  for (const task of openTasks(state).tasks) {
    const spot = taskSpot(state, cat, layout, task.id)
    const card = spot ? cards.get(spot.cardId) : undefined
    if (spot && card)
      push({ kind: 'task', taskId: task.id }, onCardPoint(card, spot.u, ON_CARD_Y, spot.v, new Vector3()))
  }
  const [ix, , iz] = INVESTIGATOR.centre
  push({ kind: 'marker' }, new Vector3(ix, 0.5, iz))
  for (const s of layout.standees) {
    if (s.player === state.turn.player) continue
    const card = s.at.kind === 'card' ? cards.get(s.at.on.cardId) : undefined
    const point =
      s.at.kind === 'card'
        ? card && onCardPoint(card, s.at.on.u, 1.5, s.at.on.v, new Vector3())
        : new Vector3(s.at.position[0], 1.5, s.at.position[2])
    if (point) push({ kind: 'helper', player: s.player }, point)
  }
  for (const b of layout.belongings)
    if (b.kind === 'spell') push({ kind: 'spell', spellId: b.id }, new Vector3(b.position[0], 0.5, b.position[2]))
  push({ kind: 'discard' }, new Vector3(DISCARD_COLUMN.x, DIE / 2, DISCARD_COLUMN.z + 2))
  push({ kind: 'tray' }, new Vector3(TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z))
  return out
}
