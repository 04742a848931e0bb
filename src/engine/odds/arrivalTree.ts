// Where the monsters of an attempt go, as far as they change the odds at the attempted card (terrorModel.ts reads
// the game; core/monsters.ts places them): the draws that come onto the card (`arrivalTree`, a chain of Arrivals),
// the cup by kind, and which draws can still matter (`liveness`: the dice a card needs, `easiest`).
import type { Catalog } from '../catalog.ts'
import type { DieRequirement, TaskCost } from '../card.ts'
import { cardTasks, type ActiveTask } from '../core/cardTasks.ts'
import { taskCosts } from '../rules/completeTask.ts'
import type { GameState } from '../state.ts'
import { keptSeen, type Arrival, type MonsterKind } from './arrivals.ts'
import { minimalFulfillers } from './fulfillers.ts'
import { MAX_DICE } from './solverCard.ts'
import { eventsUntil } from './terrorStates.ts'

/**
 * The draws of the attempt that go on this card, as the solver follows them (core/monsters.ts, monsterSpots): each
 * monster is placed elsewhere while the rules allow (an added task only costs odds), except that the player may put
 * it in the card's own total or partial area, replacing a task, while another spot is open (`optional`: valued both
 * ways once the monster is seen, and the draws after it followed from the board it leaves). A draw that must come
 * here stays on the card for the rest of the attempt, so the later draws of its list find it there (their positions
 * count it). `choices`: one own area to choose is followed, not more; `tasks`: the most tasks the card has on any
 * path (the solver's LIMITS.tasks).
 */
export function arrivalTree(
  state: GameState,
  cat: Catalog,
  cardId: string,
  live: (draw: number, inserted: number) => boolean,
): { at: Arrival[]; choices: boolean; tasks: number } {
  const open = new Map<string, number[]>()
  const below = new Map<string, number>()
  for (const b of state.board) {
    const rows: number[] = []
    cat.adventureTasks(b.cardId).tasks.forEach((task, row) => {
      if (task.monsterArea && !b.monsters.some((m) => m.row === row)) rows.push(row)
    })
    open.set(b.cardId, rows)
    below.set(b.cardId, b.monsters.filter((m) => m.row === -1).length)
  }
  const rows = cat.adventureTasks(cardId).tasks
  const replaceable = (row: number) => {
    const area = rows[row]?.monsterArea
    return area !== null && area !== undefined && area.kind !== 'empty'
  }
  // The card's tasks with monsters in `added` (rows, -1 below), each a distinct monster of the cup as placeholder.
  const tasksWith = (added: readonly number[]) => {
    const monsters = added.map((row, k) => ({ monsterId: state.monsterCup[k] as string, row, defeated: false }))
    const board = state.board.map((b) => (b.cardId === cardId ? { ...b, monsters: [...b.monsters, ...monsters] } : b))
    return cardTasks({ ...state, board }, cat, cardId)
  }
  let most = tasksWith([]).length
  let choices = false
  // The monster of draw `draw` put in `row` with the monsters `added` already on the card.
  // (`then`: the draws that follow a monster put here by choice.)
  const arrival = (draw: number, row: number, added: readonly number[], then?: Arrival[]): Arrival => {
    const before = tasksWith(added)
    const after = tasksWith([...added, row])
    most = Math.max(most, after.length)
    const position = after.findIndex((t) => t.id === `monster:${state.monsterCup[added.length] as string}`)
    // It takes the place of the row's own task (a total or partial area that asked something), which then stays
    // part of the monster's; in an empty area it comes after it.
    const replaces = before.some((t) => t.id === `row:${row}`) && !after.some((t) => t.id === `row:${row}`)
    const task = replaces ? rows[row] : undefined
    return {
      draw,
      ...(then ? { optional: true, then } : {}),
      position,
      replaces,
      outer: task ? task.requirements : [],
      outerCost: task ? costOf(state, cat, task.costs) : [0, 0],
    }
  }
  const copy = (m: Map<string, number[]>) => new Map<string, number[]>([...m].map(([id, r]) => [id, [...r]]))
  // `added`: the rows of the monsters this path put on the card (-1 below); `inserted`: those that added a task.
  const walk = (
    from: number,
    open: Map<string, number[]>,
    below: Map<string, number>,
    added: number[],
    inserted: number,
  ): Arrival[] => {
    const at: Arrival[] = []
    const own = open.get(cardId) ?? []
    for (let draw = from; live(draw, inserted); draw++) {
      const other = [...open].find(([id, r]) => id !== cardId && r.length > 0)
      if (other) {
        const mine = own.filter(replaceable)
        if (mine.length > 1) choices = true
        const row = mine[0]
        if (row !== undefined) {
          // Put here by choice: the later draws find this row taken and the other spot still open.
          const after = copy(open)
          after.set(
            cardId,
            own.filter((r) => r !== row),
          )
          const then = walk(draw + 1, after, new Map(below), [...added, row], inserted)
          at.push(arrival(draw, row, added, then))
        }
        other[1].shift()
        continue
      }
      const row = own.shift()
      if (row !== undefined) {
        const a = arrival(draw, row, added)
        at.push(a)
        added = [...added, row]
        if (!a.replaces) inserted++
        continue
      }
      const fewest = Math.min(...below.values())
      const spots = state.ruleset === 'revised' ? [...below].filter(([, n]) => n === fewest) : [...below]
      const elsewhere = spots.find(([id]) => id !== cardId)
      const to = elsewhere?.[0] ?? cardId
      below.set(to, (below.get(to) ?? 0) + 1)
      if (!elsewhere) {
        at.push(arrival(draw, -1, added))
        added = [...added, -1]
        inserted++
      }
    }
    return at
  }
  const at = walk(0, copy(open), new Map(below), [], 0)
  return { at, choices, tasks: most }
}

/**
 * The monsters seen going elsewhere whose kinds the solver keeps (keptSeen) on the draws `at`, with `monsters` per
 * terror event (the last repeating): the most on any path (`count`), and the most states they multiply the solver's
 * by (`states`): each kept monster by about the kinds that can still be won with at the next draw that may come onto
 * the card (`live`, by draw; MonsterKind.deadFrom), and one for the others, kept together (terror.ts). One before a
 * draw with no such kind costs little and is not counted.
 */
export function seenDraws(
  at: readonly Arrival[],
  monsters: readonly number[],
  live: (draw: number) => number = () => 1,
): { readonly count: number; readonly states: number } {
  // The first draw of the event after the one that brings draw `d`.
  const next = (d: number) => {
    const event = eventsUntil(monsters, 0, d)
    if (event === Infinity) return Infinity
    let end = d + 1
    while (eventsUntil(monsters, 0, end) === event) end++
    return end
  }
  const walk = (list: readonly Arrival[], from: number): { count: number; states: number } => {
    const last = list.at(-1)
    let most = 0
    let mostStates = 1
    let kept = 0
    let states = 1
    for (let d = from; last && d < last.draw; d++) {
      const a = list.find((b) => b.draw === d)
      if (a?.optional) {
        const after = walk(a.then ?? [], d + 1)
        most = Math.max(most, kept + after.count)
        mostStates = Math.max(mostStates, states * after.states)
      }
      const coming = list.find((b) => b.draw > d)
      const kinds = coming ? live(coming.draw) : 0
      if (keptSeen(list, d, next(d)) && !(a && !a.optional) && kinds > 0) {
        kept++
        states *= kinds + 1
      }
    }
    return { count: Math.max(most, kept), states: Math.max(mostStates, states) }
  }
  return walk(at, 0)
}

/** The [sanity, stamina] a task with these costs takes from the active investigator (after his passives). */
function costOf(state: GameState, cat: Catalog, costs: readonly TaskCost[]): [number, number] {
  let san = 0
  let sta = 0
  for (const c of taskCosts(state, cat, { id: '', requirements: [], costs, monsterId: null })) {
    if (c.kind === 'sanity') san += c.amount
    if (c.kind === 'stamina') sta += c.amount
  }
  return [san, sta]
}

/** The monster cup by kind as the solver takes it: a kind is a lock (as `lockOf` counts it), a task and a cost. */
export function kindsOf(state: GameState, cat: Catalog, lockOf: (id: string) => 0 | 1 | 2 | 3): MonsterKind[] {
  const byKey = new Map<string, MonsterKind>()
  for (const id of state.monsterCup) {
    const task = cat.monsterTask(id)
    const kind = { lock: lockOf(id), count: 1, task: task.requirements, cost: costOf(state, cat, task.costs) }
    const key = JSON.stringify([kind.lock, kind.task, kind.cost])
    const known = byKey.get(key)
    byKey.set(key, known ? { ...known, count: known.count + 1 } : kind)
  }
  return [...byKey.values()]
}

/** The fewest dice that meet `requirements` (their smallest minimal fulfiller; Infinity when none can). */
export function fewestDice(state: GameState, requirements: readonly DieRequirement[]): number {
  return Math.min(...minimalFulfillers(requirements, state.ruleset, MAX_DICE).map((f) => f.reduce((n, k) => n + k, 0)))
}

/**
 * The fewest dice that can complete the card's `task` in this attempt: a row whose total or partial area is open
 * may get a monster that asks less than the area, so the least with any of the monster tasks `asks` there.
 */
export function easiest(
  state: GameState,
  cat: Catalog,
  cardId: string,
  task: ActiveTask,
  asks: readonly (readonly DieRequirement[])[],
): number {
  const fewest = fewestDice(state, task.requirements)
  const row = /^row:(\d+)$/.exec(task.id)?.[1]
  const printed = row === undefined ? undefined : cat.adventureTasks(cardId).tasks[Number(row)]
  const area = printed?.monsterArea
  const open = !state.board.some((b) => b.cardId === cardId && b.monsters.some((m) => m.row === Number(row)))
  if (!printed || !area || area.kind === 'empty' || !open) return fewest
  return Math.min(fewest, ...asks.map((r) => fewestDice(state, [...printed.requirements, ...r])))
}

/**
 * Whether the attempt's draw `draw` (0: its next monster) can come while the card can still be resolved, with
 * `inserted` monsters of this attempt put on it before, each adding a task (of `least` dice at the least) to the
 * `fewest` the card needs. Each terror event follows a failed roll, which takes a die out of the attempt for good
 * (a discard, or a lock that took the last die), so after k events at most `dice` - k dice are left. A draw that
 * only comes once too few are left for the card as it was before that draw leaves the attempt lost wherever its
 * monster goes, and so do the draws after it: where they go is not followed (the same values, fewer solver
 * contexts). `cup`: the monsters left to draw.
 */
export function liveness(
  monsters: readonly number[],
  dice: number,
  fewest: number,
  least: number,
  cup: number,
): (draw: number, inserted: number) => boolean {
  return (draw, inserted) => {
    if (draw >= cup) return false
    const spare = dice - fewest - (inserted > 0 ? inserted * least : 0) // (an empty cup has no least task)
    return eventsUntil(monsters, 0, draw) <= spare
  }
}
