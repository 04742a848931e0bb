// The game wiring of terror.ts: what terror does during an attempt at a card, read from the game state and the
// content, and whether the odds that follow are exact.
//
// CHECKED, effect by effect (src/content/original; tests/engine/odds/terrorModel.test.ts walks every card):
//  - Terror on a failed roll showing the terror face (rules/failRoll.ts): the card's, the Mythos card's and the
//    Ancient One's terror effects, in that order, unless the investigator has the passive `ignoreTerror`.
//    sanity / stamina loss: modelled (Health: devoured at 0, the attempt ends); a monster appears: modelled (drawn
//    from the cup without replacement, its lock takes an idle die, then a pool die of its colour); doom: modelled
//    (the awakening ends the attempt: rules settle after every action, core/resolution.ts `settle`; a token on a
//    monster icon of the doom track makes a monster appear); `everyInvestigator`: what reaches the active
//    investigator. Clues, draws, Elder Signs, gates, trophies, items and the clock change no die and no task of
//    this attempt (the clock's midnight strikes at the end of the turn).
//  - Task costs (rules/completeTask.ts): sanity and stamina paid at once; a cost that would bring either to 0
//    makes the task unavailable: modelled (Health.costs, after the passive `steadyNerves`). The clock cost only
//    advances the clock.
//  - Completing a monster task: the monster is collected, and its lock freed, only at the end of the phase
//    (core/resolution.ts): nothing changes during the attempt.
//  - Locks placed when a card or Mythos is drawn, "no focusing" Mythos, spells, items and abilities: read from
//    the rules by helpLeft.ts and bestMove.ts, not here.
//  - A monster that must go on this very card (core/monsters.ts: the card has the only open monster task, or,
//    revised, the fewest monsters below it and no open task anywhere): its task joins the attempt at once,
//    inserted (empty area, below the bottom task) or in place of the row's task (total or partial area):
//    modelled (`Arrivals`: which draws of the attempt must go here, found by placing every earlier monster
//    elsewhere as long as the rules allow — the best the player can do for this attempt, as an added task only
//    costs odds — and the cup by kind). Every such draw of the attempt is followed, each finding the monsters
//    before it on the card (a chain: `Arrival.then`, positions counting them), as far as the attempt can still be
//    won (`liveness`: a draw that only comes once too few dice are left for the card is lost wherever its monster
//    goes, so where it goes changes no odds). A monster the player may put in the card's own total or partial area
//    while another spot is open (it replaces a task, and may ask less): modelled, valued both ways once the
//    monster is seen (`Arrival.optional`), the draws after it followed from the board each choice leaves.
//  - A lock of a colour the pool lacks (core/locks.ts: then a marker die, then a spell die): the yellow or red die
//    on a marker (its face followed: spellKeyOf.ts, markerFace) or on a spell: modelled (terror.ts).
// NOT EXACT (then `exactness` says why; the solver still gives its value):
//  - a second green lock in one event that finds no green die in the pool (which green die on a marker or a spell
//    it takes depends on die ids, which the solver does not keep): flagged when it can happen;
//  - a monster the player may put elsewhere by choice with more draws to come onto the card after it (e.g. the
//    first monster into another card's open area, the next into this card's own): he has seen it, so the cup the
//    next come from lacks it, and his choice depended on it; the solver takes their kinds as if it were unseen.
//    Keeping it would take a solver context per kind at every such choice (5 to 30 times the time with one choice,
//    and out of memory with three in a row);
//  - a choice between two of the card's own total or partial areas (no card of the original set has two); more
//    than LIMITS.tasks tasks on the card;
//  - terror effects the original set does not use: a lock of a set colour, the awakening, lowered maxima, gains.
import type { Catalog } from '../catalog.ts'
import type { DieRequirement, TaskCost } from '../card.ts'
import type { Effect } from '../content.ts'
import { catalog } from '../catalog.ts'
import { cardTasks, type ActiveTask } from '../core/cardTasks.ts'
import { hasPassive } from '../core/passives.ts'
import { taskCosts } from '../rules/completeTask.ts'
import type { GameState } from '../state.ts'
import { minimalFulfillers } from './fulfillers.ts'
import { LIMITS, MAX_DICE, type Health, type TerrorModel } from './solverCard.ts'
import type { Arrival, MonsterKind } from './arrivals.ts'

/** Whether the odds are exact, and if not, why (shown with the number). */
export type Exactness = { readonly approximate: false } | { readonly approximate: true; readonly reason: string }

export const EXACT: Exactness = { approximate: false }

/** What the player can bring to the attempt, as far as terror cares. */
export type TerrorHelp = {
  /** He can focus, be assisted or secure dice on spells (a lock may then take such a die). @defaultValue true */
  readonly focusable?: boolean
  /** He can add the yellow / red die (OddsOptions addYellow / addRed): it is not counted idle. @defaultValue false */
  readonly addYellow?: boolean
  readonly addRed?: boolean
}

type Tally = { sanity: number; stamina: number; monsters: number; doom: number; unmodelled: string[] }

/** What one terror event does to the active investigator and the attempt. */
function tally(effects: readonly Effect[], into: Tally): void {
  for (const e of effects) {
    switch (e.kind) {
      case 'sanity':
      case 'stamina':
        if (e.amount < 0) into[e.kind] -= e.amount
        else if (e.amount > 0) into.unmodelled.push(`a terror effect restores ${e.kind}`)
        break
      case 'monster':
        into.monsters += e.count
        break
      case 'doom':
        into.doom += e.amount
        break
      case 'everyInvestigator':
        tally(e.effects, into)
        break
      case 'lockDie':
        into.unmodelled.push(`a terror effect locks a ${e.color} die`)
        break
      case 'awaken':
      case 'maxSanity':
      case 'maxStamina':
      case 'maxSanityOrStamina':
        into.unmodelled.push(`a terror effect (${e.kind})`)
        break
      default: // clue, draw, elderSign, gate, clock, loseTrophies, discardItem: no die, no task of this attempt
    }
  }
}

/**
 * The terror model of the active player's attempt at `cardId` (in play), from this state: the terror effects
 * of the card, the Mythos card and the Ancient One, the monster cup, the doom track, the idle dice, and the
 * active investigator's sanity and stamina with the costs of the card's tasks (monsters applied, in the order
 * of cardTasks: pass the tasks to the solver in that order). Before the attempt starts (the player elsewhere),
 * the idle green dice are the pool it will start with (core/dicePool.ts).
 */
export function terrorModel(
  state: GameState,
  cardId: string,
  help: TerrorHelp = {},
): { readonly model: TerrorModel; readonly exactness: Exactness } {
  const cat: Catalog = catalog(state)
  const player = state.turn.player
  const p = state.players[player]
  const t: Tally = { sanity: 0, stamina: 0, monsters: 0, doom: 0, unmodelled: [] }
  const ignores = hasPassive(state, cat, player, 'ignoreTerror')
  if (!ignores) {
    tally(cat.adventure(cardId).terror, t)
    if (state.mythos !== null && !state.awakened) tally(cat.mythos(state.mythos).terror, t)
    tally(cat.ancientOne(state.ancientOne).terror ?? [], t)
  }
  const track = cat.ancientOne(state.ancientOne).doomTrack
  // Monsters per event: the terror's own, plus the doom track's monster icons the event's doom reaches.
  const events = Math.max(1, state.dice.length)
  const monsters: number[] = []
  let endsAt = 0
  let doom = state.doom
  for (let e = 0; e < events && t.doom > 0 && !state.awakened; e++) {
    let icons = 0
    for (let k = 0; k < t.doom && doom < track.length; k++) {
      doom++
      if (track[doom - 1] === 'monster') icons++
    }
    monsters.push(t.monsters + icons)
    if (doom >= track.length) {
      endsAt = e + 1
      break
    }
  }
  monsters.push(state.awakened ? 0 : t.monsters)
  const cup: [number, number, number, number] = [0, 0, 0, 0]
  for (const id of state.monsterCup) {
    const lock = cat.monster(id).lock
    const k = lock === 'green' ? 1 : lock === 'yellow' ? 2 : lock === 'red' ? 3 : 0
    cup[k] = (cup[k] as number) + 1
  }
  const phase = state.phase
  const here = phase.kind === 'resolution' && phase.target.kind === 'card' && phase.target.cardId === cardId
  const idle: [number, number, number] = [0, 0, 0]
  for (const d of state.dice) {
    if (d.at.kind !== 'idle' || (d.color === 'green' && !here)) continue
    const k = d.color === 'green' ? 0 : d.color === 'yellow' ? 1 : 2
    idle[k] = (idle[k] as number) + 1
  }
  if (help.addYellow) idle[1] = Math.max(0, idle[1] - 1)
  if (help.addRed) idle[2] = Math.max(0, idle[2] - 1)
  const tasks = cardTasks(state, cat, cardId)
  const health: Health | undefined = p
    ? {
        sanity: p.sanity,
        stamina: p.stamina,
        perEvent: [t.sanity, t.stamina],
        costs: tasks.map((task) => {
          let san = 0
          let sta = 0
          for (const c of taskCosts(state, cat, task)) {
            if (c.kind === 'sanity') san += c.amount
            if (c.kind === 'stamina') sta += c.amount
          }
          return [san, sta] as const
        }),
      }
    : undefined
  // Each terror event follows a failed roll, and each failed roll takes a die out of the attempt for good: with
  // no more events than dice, sanity, stamina or doom that cannot run out in time leave the model (smaller).
  const dice = rollableDice(state, help)
  const binds = (left: number, perEvent: number, costs: number) => left - dice * perEvent - costs <= 0
  const sum = (k: 0 | 1) => health?.costs.reduce((n, c) => n + c[k], 0) ?? 0
  const healthBinds =
    health !== undefined &&
    (binds(health.sanity, health.perEvent[0], sum(0)) || binds(health.stamina, health.perEvent[1], sum(1)))
  // A yellow or red die that cannot enter this attempt (idle with nothing to add it, or locked): a lock of its
  // colour changes nothing here, so such monsters count with those without a lock (fewer solver states, exact).
  for (const k of [1, 2] as const) {
    const colour = k === 1 ? 'yellow' : 'red'
    const adds = k === 1 ? help.addYellow === true : help.addRed === true
    const inPlay = adds || state.dice.some((d) => d.color === colour && ['pool', 'marker', 'spell'].includes(d.at.kind))
    if (inPlay) continue
    cup[0] += cup[k + 1] as number
    cup[k + 1] = 0
    idle[k] = 0
  }
  const locks = cup[1] + cup[2] + cup[3] > 0
  const appear = monsters.some((n) => n > 0) && state.monsterCup.length > 0
  // The dice the card's tasks still need at the least (a monster in an open total or partial area may ask less than
  // the area), and the least a monster's task adds.
  const asks = [...new Set(state.monsterCup.map((id) => JSON.stringify(cat.monsterTask(id).requirements)))].map(
    (r) => JSON.parse(r) as DieRequirement[],
  )
  const done = phase.kind === 'resolution' && here ? phase.completed : []
  const fewest = tasks
    .filter((task) => !done.includes(task.id))
    .reduce((n, task) => n + easiest(state, cat, cardId, task, appear ? asks : []), 0)
  const least = Math.min(...asks.map((r) => fewestDice(state, r)))
  const live = liveness(appear ? monsters : [0], dice, fewest, least, state.monsterCup.length)
  const placing = arrivalTree(state, cat, cardId, live)
  const reasons = [...t.unmodelled]
  const follows = placing.at.length > 0 && placing.tasks <= LIMITS.tasks
  if (placing.at.length > 0 && !follows)
    reasons.push(
      `monsters from terror effects may bring this card to more than ${LIMITS.tasks} tasks in one attempt, which the solver does not follow`,
    )
  if (follows && forgetsAway(placing.at))
    reasons.push(
      'a terror monster the player may put elsewhere by choice is followed by more that may come onto this card, whose kinds the solver takes as if he had not seen it',
    )
  if (placing.choices)
    reasons.push(
      "a terror monster may be put in one of this card's own monster areas by choice, which the solver does not follow",
    )
  const lockOf = (id: string): 0 | 1 | 2 | 3 => {
    const lock = cat.monster(id).lock
    const k = lock === 'green' ? 1 : lock === 'yellow' ? 2 : lock === 'red' ? 3 : 0
    return (cup[k] as number) > 0 ? k : 0 // a lock of a colour that cannot enter the attempt counts as none (above)
  }
  const arrivals = follows ? { kinds: kindsOf(state, cat, lockOf), at: placing.at } : null
  const costly = arrivals?.kinds.some((k) => k.cost[0] > 0 || k.cost[1] > 0) ?? false
  const model: TerrorModel = {
    monsters: locks || arrivals ? monsters : [],
    cup: locks ? cup : arrivals ? [cup[0] + cup[1] + cup[2] + cup[3], 0, 0, 0] : [0, 0, 0, 0],
    endsAt: endsAt > dice ? 0 : endsAt,
    idle,
    ...(health && (healthBinds || costly) ? { health } : {}),
    ...(arrivals ? { arrivals } : {}),
  }
  exactnessOf(model, help, Math.max(...monsters), appear, reasons)
  return { model, exactness: reasons.length === 0 ? EXACT : { approximate: true, reason: reasons.join('; ') } }
}

/**
 * The draws of the attempt that go on this card, as the solver follows them (core/monsters.ts, monsterSpots): each
 * monster is placed elsewhere while the rules allow (an added task only costs odds), except that the player may put
 * it in the card's own total or partial area, replacing a task, while another spot is open (`optional`: valued both
 * ways once the monster is seen, and the draws after it followed from the board it leaves). A draw that must come
 * here stays on the card for the rest of the attempt, so the later draws of its list find it there (their positions
 * count it). `choices`: one own area to choose is followed, not more; `tasks`: the most tasks the card has on any
 * path (the solver's LIMITS.tasks).
 */
function arrivalTree(
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
 * Whether some draw the player may put elsewhere has later draws that may come onto the card after it does (in its
 * list): having seen it, he knows the cup lacks it, and his choice depended on it; the solver goes on as if it were
 * unseen (keeping which monster it was would take a solver context per kind, at every such choice).
 */
function forgetsAway(at: readonly Arrival[]): boolean {
  return at.some((a, i) => (a.optional === true && i < at.length - 1) || forgetsAway(a.then ?? []))
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
function kindsOf(state: GameState, cat: Catalog, lockOf: (id: string) => 0 | 1 | 2 | 3): MonsterKind[] {
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

/**
 * Adds to `reasons` the locks the solver does not follow (terror.ts): a green lock while the pool has no green die
 * and one may be on a marker — only at the second green lock of one event (the event's terror die is green and in
 * the pool, so the first always finds one there or idle): which green die it takes depends on die ids, which the
 * solver does not keep. (The yellow and red die on a marker are followed: spellKeyOf.ts, markerFace.)
 */
function exactnessOf(model: TerrorModel, help: TerrorHelp, perEvent: number, appear: boolean, reasons: string[]): void {
  if (!appear || !(help.focusable ?? true)) return
  if (perEvent >= 2 && (model.cup[1] as number) >= 2)
    reasons.push(
      "a second green terror monster's lock in one event may take a focused green die, which the solver does not follow",
    )
}

/** The fewest dice that meet `requirements` (their smallest minimal fulfiller; Infinity when none can). */
function fewestDice(state: GameState, requirements: readonly DieRequirement[]): number {
  return Math.min(...minimalFulfillers(requirements, state.ruleset, MAX_DICE).map((f) => f.reduce((n, k) => n + k, 0)))
}

/**
 * The fewest dice that can complete the card's `task` in this attempt: a row whose total or partial area is open
 * may get a monster that asks less than the area, so the least with any of the monster tasks `asks` there.
 */
function easiest(
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
function liveness(
  monsters: readonly number[],
  dice: number,
  fewest: number,
  least: number,
  cup: number,
): (draw: number, inserted: number) => boolean {
  return (draw, inserted) => {
    if (draw >= cup) return false
    let drawn = 0
    const spare = dice - fewest - (inserted > 0 ? inserted * least : 0) // (an empty cup has no least task)
    for (let k = 1; k <= spare; k++) {
      drawn += monsters[Math.min(k - 1, monsters.length - 1)] ?? 0
      if (drawn > draw) return true
    }
    return false
  }
}

/** The dice that can be rolled in this attempt: an upper bound on its terror events. */
function rollableDice(state: GameState, help: TerrorHelp): number {
  return state.dice.filter(
    (d) =>
      d.at.kind !== 'locked' &&
      d.at.kind !== 'removed' &&
      (d.color === 'green' ||
        d.at.kind === 'pool' ||
        d.at.kind === 'marker' ||
        d.at.kind === 'spell' ||
        (d.color === 'yellow' && help.addYellow === true) ||
        (d.color === 'red' && help.addRed === true)),
  ).length
}
