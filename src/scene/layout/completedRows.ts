// Revised rulebook, "Completing Tasks": a completed task is marked where it lies on the card. Which rows of the card
// being resolved are complete, read from the engine's state (the Resolution phase's completed tasks), never kept
// apart: the face drawer stamps them and the layout lays their dice on them.
import type { GameState } from '../../engine/index.ts'
import type { Catalog } from './layoutTypes.ts'

/**
 * The row (0 = top) a task of card `cardId` is printed on: `row:N`, or a monster's task held in a row's monster area
 * (partial or total). Null for a monster's own task beside a row (an empty area) or below the bottom task: its
 * marker is its place.
 */
export function taskRow(state: GameState, cat: Catalog, cardId: string, taskId: string): number | null {
  const row = /^row:(\d+)$/.exec(taskId)?.[1]
  if (row !== undefined) return Number(row)
  const monster = /^monster:(.+)$/.exec(taskId)?.[1]
  const m = state.board.find((b) => b.cardId === cardId)?.monsters.find((x) => x.monsterId === monster)
  if (!m || m.row < 0) return null
  const area = cat.adventureTasks(cardId).tasks[m.row]?.monsterArea
  return area && area.kind !== 'empty' ? m.row : null
}

/** The completed rows of the card being resolved, by card id (none outside a card's Resolution phase). */
export function completedRows(state: GameState, cat: Catalog): Readonly<Record<string, readonly number[]>> {
  const phase = state.phase
  if (phase.kind !== 'resolution' || phase.target.kind !== 'card') return {}
  const cardId = phase.target.cardId
  const rows = phase.completed.flatMap((id) => {
    const row = taskRow(state, cat, cardId, id)
    return row === null ? [] : [row]
  })
  return rows.length > 0 ? { [cardId]: [...new Set(rows)].sort((a, b) => a - b) } : {}
}
