// Where each die lies, from where the engine says it is: the pool (and a die waiting for a roll) in the dice tray in
// front of the player, dice of a completed task on its row, locked dice on their icons, focused dice by their investigator, secured dice on their spell,
// idle dice beside the entrance sheet, discarded dice in a column beside the tray.
import type { GameState } from '../../engine/index.ts'
import { LOCK_SPOT, MONSTER_MARKER, taskRowV } from './cardFrame.ts'
import { taskRow } from './completedRows.ts'
import type { Catalog, DieAnchor, DiePlace, TableCard, MonsterPlace, StandeePlace } from './layoutTypes.ts'
import { DIE, DISCARDED, IDLE_DICE, INVESTIGATOR, MYTHOS, type Vec3 } from './tablePlan.ts'
import { TRAY_PLACE } from '../hands/trayPlace.ts'

type Placed = {
  readonly standees: readonly StandeePlace[]
  readonly monsters: readonly MonsterPlace[]
  readonly spellsInPlay: readonly TableCard[]
}

const table = (position: Vec3): DieAnchor => ({ kind: 'table', position })
const row = (origin: Vec3, i: number, pitch: number): Vec3 => [origin[0] + i * pitch, origin[1] + DIE / 2, origin[2]]

/** Every die still in the game, each once. Removed dice (left at awakening) are not on the table. */
export function placeDice(state: GameState, cat: Catalog, placed: Placed): DiePlace[] {
  const counts = new Map<string, number>()
  const next = (key: string) => {
    const n = counts.get(key) ?? 0
    counts.set(key, n + 1)
    return n
  }
  const phase = state.phase
  const pending: readonly number[] = phase.kind === 'resolution' || phase.kind === 'entrance' ? phase.pendingDice : []
  const inTray = state.dice.filter((d) => d.at.kind === 'pool' || pending.includes(d.id))
  const out: DiePlace[] = []
  for (const die of state.dice) {
    const at = die.at
    let anchor: DieAnchor | null = null
    const trayIndex = inTray.indexOf(die)
    if (trayIndex >= 0) {
      out.push({
        id: die.id,
        color: die.color,
        face: die.face,
        at: at.kind,
        anchor: traySpot(trayIndex, inTray.length),
      })
      continue
    }
    switch (at.kind) {
      case 'removed':
        break
      case 'pool':
        break
      case 'idle':
        anchor = table(row(IDLE_DICE.origin, next('idle'), IDLE_DICE.pitch))
        break
      case 'discarded':
        anchor = table(discardSpot(next('discarded')))
        break
      case 'assigned':
        anchor =
          onTaskRow(state, cat, placed, at.taskId, next(`task:${at.taskId}`)) ??
          assignedAnchor(state, cat, next('assigned'))
        break
      case 'marker':
        anchor = markerAnchor(state, placed, at.player, next(`marker:${at.player}`))
        break
      case 'spell': {
        const card = placed.spellsInPlay.find((b) => b.id === at.spellId)
        anchor = card
          ? table([card.position[0], DIE / 2 + 0.1, card.position[2] + 0.6 + next(`spell:${at.spellId}`) * 1.8])
          : markerAnchor(state, placed, state.turn.player, next('marker:spare') + 3)
        break
      }
      case 'locked':
        anchor = lockedAnchor(state, placed, at.lockId, next(`lock:${lockKey(state, at.lockId)}`))
        break
    }
    if (anchor) out.push({ id: die.id, color: die.color, face: die.face, at: at.kind, anchor })
  }
  return out
}

/**
 * Die `i` of `n` at rest in the tray (world coordinates): rows of four across the middle of the felt, the way the
 * tray page lays a reduced-motion roll. The physics tray keeps the dice where they settle; this is where a die is
 * drawn when there is no physics.
 */
function traySpot(i: number, n: number): DieAnchor {
  const perRow = Math.min(n, 4)
  const rows = Math.ceil(n / 4)
  const gap = DIE * 2.2
  const x = ((i % 4) - (perRow - 1) / 2) * gap
  const z = (Math.floor(i / 4) - (rows - 1) / 2) * gap
  return { kind: 'tray', position: [TRAY_PLACE.x + x, TRAY_PLACE.y + DIE / 2, TRAY_PLACE.z + z] }
}

/** Where discarded die `i` waits: a column between the card in focus and the tray, from the ring toward the player. */
function discardSpot(i: number): Vec3 {
  return [DISCARD_COLUMN.x, DIE / 2, DISCARD_COLUMN.z + i * DISCARDED.pitch]
}

/** The discard column's first spot (the hands drop a die there to discard it). */
export const DISCARD_COLUMN = { x: 6.4, z: 14.5 } as const

/** Die `i` of a completed task lies on its row, from the left, clear of the row's stamp (ROW_MARK) at the right. */
function onTaskRow(state: GameState, cat: Catalog, placed: Placed, taskId: string, i: number): DieAnchor | null {
  const phase = state.phase
  if (phase.kind !== 'resolution' || phase.target.kind !== 'card') return null
  const cardId = phase.target.cardId
  const row = taskRow(state, cat, cardId, taskId)
  const rows = cat.adventureTasks(cardId).tasks.length
  if (row !== null) return { kind: 'card', on: { cardId, u: ROW_DICE.u + i * ROW_DICE.pitch, v: taskRowV(row, rows) } }
  const monster = placed.monsters.find((m) => m.cardId === cardId && `monster:${m.monsterId}` === taskId)
  return monster ? { kind: 'card', on: { cardId, u: monster.u - 1.2 + i * ROW_DICE.pitch, v: monster.v } } : null
}

/** Dice on a completed row: the first one's u, and the distance between them (card units). */
const ROW_DICE = { u: -2.4, pitch: 1.65 } as const

/** Dice placed on a completed battle task lie on the Ancient One's card; elsewhere, along the card's foot. */
function assignedAnchor(state: GameState, cat: Catalog, i: number): DieAnchor {
  const phase = state.phase
  const cardId = phase.kind === 'resolution' && phase.target.kind === 'card' ? phase.target.cardId : state.ancientOne
  const onAncientOne = cardId === state.ancientOne && !cat.content.adventures.some((a) => a.id === cardId)
  const u = -2.4 + (i % 4) * 1.65
  const v = onAncientOne ? 0.6 - Math.floor(i / 4) * 1.7 : -4.2 - Math.floor(i / 4) * 1.7
  return { kind: 'card', on: { cardId, u, v } }
}

/** A die on an investigator's marker: on the active investigator's card, else beside the standee. */
function markerAnchor(state: GameState, placed: Placed, player: number, i: number): DieAnchor {
  if (player === state.turn.player) {
    const [x, , z] = INVESTIGATOR.centre
    return table([x + INVESTIGATOR.width / 2 - 1.4 - i * 1.9, DIE / 2 + 0.1, z + INVESTIGATOR.height / 2 - 1.4])
  }
  const standee = placed.standees.find((s) => s.player === player)
  if (!standee) return table(discardSpot(8 + i))
  if (standee.at.kind === 'card') {
    const on = standee.at.on
    return { kind: 'card', on: { cardId: on.cardId, u: on.u + 1.3 + i * 1.7, v: on.v } }
  }
  const [x, , z] = standee.at.position
  return table([x + 1.3 + i * 1.7, DIE / 2, z])
}

function lockKey(state: GameState, lockId: number): string {
  const lock = state.locks.find((l) => l.id === lockId)
  if (!lock) return 'none'
  const src = lock.source
  return src.kind === 'card' ? `card:${src.cardId}` : src.kind === 'monster' ? `monster:${src.monsterId}` : 'mythos'
}

/** A locked die lies on the locked-die icon of its card, on its monster's marker, or on the Mythos card. */
function lockedAnchor(state: GameState, placed: Placed, lockId: number, i: number): DieAnchor {
  const lock = state.locks.find((l) => l.id === lockId)
  const src = lock?.source
  if (src?.kind === 'card')
    return { kind: 'card', on: { cardId: src.cardId, u: LOCK_SPOT.u + i * 1.8, v: LOCK_SPOT.v } }
  if (src?.kind === 'monster') {
    const m = placed.monsters.find((x) => x.monsterId === src.monsterId)
    if (m) return { kind: 'card', on: { cardId: m.cardId, u: m.u - MONSTER_MARKER.width / 2 - 0.95 - i * 1.7, v: m.v } }
  }
  const [x, , z] = MYTHOS.centre
  return table([x - 1.8 + i * 1.8, DIE / 2 + 0.1, z + 3.2])
}
