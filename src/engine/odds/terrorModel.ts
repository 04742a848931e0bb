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
//    costs odds — and the cup by kind). A monster the player may put in the card's own total or partial area
//    while another spot is open (it replaces a task, and may ask less): modelled, valued both ways once the
//    monster is seen (`Arrival.optional`).
//  - A lock of a colour the pool lacks (core/locks.ts: then a marker die, then a spell die): the yellow or red die
//    on a marker (its face followed: spellKeyOf.ts, markerFace) or on a spell: modelled (terror.ts).
// NOT EXACT (then `exactness` says why; the solver still gives its value):
//  - a second green lock in one event that finds no green die in the pool (which green die on a marker or a spell
//    it takes depends on die ids, which the solver does not keep): flagged when it can happen;
//  - more than one monster on the attempted card in one attempt (e.g. two monsters an event at the Unmarked
//    Crate, or a card that has the fewest monsters below it when the attempt can draw enough monsters for one to
//    come back to it): each would multiply the solver contexts by the cup's kinds; or a choice between two of the
//    card's own total or partial areas;
//  - terror effects the original set does not use: a lock of a set colour, the awakening, lowered maxima, gains.
import type { Catalog } from '../catalog.ts'
import type { TaskCost } from '../card.ts'
import type { Effect } from '../content.ts'
import { catalog } from '../catalog.ts'
import { cardTasks } from '../core/cardTasks.ts'
import { hasPassive } from '../core/passives.ts'
import { taskCosts } from '../rules/completeTask.ts'
import type { GameState } from '../state.ts'
import { LIMITS, type Health, type TerrorModel } from './solverCard.ts'
import type { Arrival, Arrivals, MonsterKind } from './arrivals.ts'

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
  const most = appear ? Math.min(state.monsterCup.length, dice * Math.max(...monsters)) : 0
  const placing = placements(state, cat, cardId, most)
  const reasons = [...t.unmodelled]
  if (placing.deeper || (placing.here.length > 0 && tasks.length >= LIMITS.tasks))
    reasons.push(
      'more than one monster from terror effects may go on this card in one attempt, which the solver does not follow',
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
  const arrivals =
    placing.here.length > 0 && tasks.length < LIMITS.tasks ? arrivalsOf(state, cat, cardId, placing.here, lockOf) : null
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

/** A draw of the attempt that goes on this card: in `row` (-1: below it); `optional`: the player may put it elsewhere. */
type Placement = { readonly draw: number; readonly row: number; readonly optional: boolean }

/**
 * Where the attempt's monsters go, in draw order (core/monsters.ts, monsterSpots), each placed elsewhere while
 * the rules allow (an added task only costs odds): the draws that go on this card — those that must, and those
 * the player may put in its own total or partial area, replacing a task, while another spot is open — as far as
 * the solver follows them: one monster on the card per attempt (`deeper`: more could come), one own area to
 * choose (`choices`: more than one).
 */
function placements(
  state: GameState,
  cat: Catalog,
  cardId: string,
  count: number,
): { here: Placement[]; deeper: boolean; choices: boolean } {
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
  const replaceable = (row: number) => {
    const area = cat.adventureTasks(cardId).tasks[row]?.monsterArea
    return area !== null && area !== undefined && area.kind !== 'empty'
  }
  const walk = (from: number, open: Map<string, number[]>, below: Map<string, number>) => {
    const here: Placement[] = []
    let choices = false
    const own = open.get(cardId) ?? []
    for (let draw = from; draw < count; draw++) {
      const other = [...open].find(([id, rows]) => id !== cardId && rows.length > 0)
      if (other) {
        const mine = own.filter(replaceable)
        if (mine.length > 1) choices = true
        if (mine.length > 0) here.push({ draw, row: mine[0] as number, optional: true })
        other[1].shift()
        continue
      }
      const row = own.shift()
      if (row !== undefined) {
        here.push({ draw, row, optional: false })
        continue
      }
      const fewest = Math.min(...below.values())
      const spots = state.ruleset === 'revised' ? [...below].filter(([, n]) => n === fewest) : [...below]
      const elsewhere = spots.find(([id]) => id !== cardId)
      const to = elsewhere?.[0] ?? cardId
      below.set(to, (below.get(to) ?? 0) + 1)
      if (!elsewhere) here.push({ draw, row: -1, optional: false })
    }
    return { here, choices }
  }
  const copy = (m: Map<string, number[]>) => new Map<string, number[]>([...m].map(([id, rows]) => [id, [...rows]]))
  // Walking on after each optional draw put here: nothing more may come (one monster on the card per attempt).
  const path = walk(0, copy(open), new Map(below))
  const first = path.here.findIndex((p) => !p.optional)
  const here = first < 0 ? path.here : path.here.slice(0, first + 1)
  let deeper = here.length < path.here.length
  for (const p of here) {
    if (!p.optional) continue
    const after = copy(open)
    // Every earlier draw took an open spot elsewhere (the walk's first, in board order).
    for (let d = 0; d < p.draw; d++) [...after].find(([id, rows]) => id !== cardId && rows.length > 0)?.[1].shift()
    after.set(
      cardId,
      (after.get(cardId) ?? []).filter((r) => r !== p.row),
    )
    if (walk(p.draw + 1, after, new Map(below)).here.length > 0) deeper = true
  }
  return { here, deeper, choices: path.choices }
}

/**
 * The monsters that must go on the card as the solver takes them: the cup by kind (lock, task, cost) and, for
 * each such draw, where its task stands among the card's tasks then (cardTasks order, with placeholders).
 */
function arrivalsOf(
  state: GameState,
  cat: Catalog,
  cardId: string,
  here: readonly Placement[],
  lockOf: (id: string) => 0 | 1 | 2 | 3,
): Arrivals {
  const costOf = (costs: readonly TaskCost[]): [number, number] => {
    const active = { id: '', requirements: [], costs, monsterId: null }
    let san = 0
    let sta = 0
    for (const c of taskCosts(state, cat, active)) {
      if (c.kind === 'sanity') san += c.amount
      if (c.kind === 'stamina') sta += c.amount
    }
    return [san, sta]
  }
  const kinds: MonsterKind[] = []
  const byKey = new Map<string, MonsterKind>()
  for (const id of state.monsterCup) {
    const task = cat.monsterTask(id)
    const kind = { lock: lockOf(id), count: 1, task: task.requirements, cost: costOf(task.costs) }
    const key = JSON.stringify([kind.lock, kind.task, kind.cost])
    const known = byKey.get(key)
    if (known) byKey.set(key, { ...known, count: known.count + 1 })
    else byKey.set(key, kind)
  }
  kinds.push(...byKey.values())
  const rows = cat.adventureTasks(cardId).tasks
  const placeholder = state.monsterCup[0] as string
  // One monster on the card per attempt (placements): each draw's position with only that monster added.
  const at: Arrival[] = here.map(({ draw, row, optional }) => {
    const added = { monsterId: placeholder, row, defeated: false }
    const board = state.board.map((b) => (b.cardId === cardId ? { ...b, monsters: [...b.monsters, added] } : b))
    const position = cardTasks({ ...state, board }, cat, cardId).findIndex((t) => t.id === `monster:${placeholder}`)
    const task = row >= 0 ? rows[row] : undefined
    const replaces = task?.monsterArea !== undefined && task.monsterArea !== null && task.monsterArea.kind !== 'empty'
    return {
      draw,
      ...(optional ? { optional, then: [] } : {}),
      position,
      replaces,
      outer: replaces && task ? task.requirements : [],
      outerCost: replaces && task ? costOf(task.costs) : [0, 0],
    }
  })
  return { kinds, at }
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
