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
//    costs odds — and the cup by kind; arrivalTree.ts). Every such draw of the attempt is followed, each finding
//    the monsters before it on the card (a chain: `Arrival.then`, positions counting them), as far as the attempt
//    can still be won (`liveness`: a draw that only comes once too few dice are left for the card is lost wherever
//    its monster goes, so where it goes changes no odds). A monster the player may put in the card's own total or partial area
//    while another spot is open (it replaces a task, and may ask less): modelled, valued both ways once the
//    monster is seen (`Arrival.optional`), the draws after it followed from the board each choice leaves. A
//    monster seen going elsewhere before a later draw that may come here: modelled for one (below), its kind kept.
//  - A lock of a colour the pool lacks (core/locks.ts: then a marker die, then a spell die): the yellow or red die
//    on a marker (its face followed: keys.ts, markerFace) or on a spell: modelled (terror.ts).
// NOT EXACT (then `exactness` says why; the solver still gives its value):
//  - a second green lock in one event that finds no green die in the pool (which green die on a marker or a spell
//    it takes depends on die ids, which the solver does not keep): flagged when it can happen;
//  - monsters seen going elsewhere (by the rules, or put there by choice) before a later draw that may come onto the
//    card, where the player can act in between (`seenDraws`, arrivals.ts `keptSeen`), beyond what the solver keeps:
//    the cup that draw comes from lacks them, and his play (and his choice) depended on them. Their kinds are kept in
//    the terror state (exact): always one (some 3 to 5 times the time), more while they multiply the states at most
//    KEEP_SEEN-fold (each by the kinds the card can still be won with at that draw, MonsterKind.deadFrom, and one for
//    the rest, kept together, as are those the dice left can no longer win with, terrorCanonical.ts; those seen before
//    a draw with none are not counted): 100-fold where a spell may secure dice, 600-fold (two seen of up to 23
//    kinds each) where none can. Past that the solver takes their kinds as if unseen (`forgetSeen`): three seen, or
//    two with a spell, cost 10 to 100 times the time, or more. On the bench's states forgetting moved the odds by up
//    to 8.7e-4 after a choice, 1.5e-8 without one. Where that is the only reason (`Exactness.refine`), the odds
//    worker asks again with `everySeen` (every one kept) in the background and shows the exact number when it
//    comes: on the bench's five such states, 0.8 to 69 s, up to 1.2 GB, within the worker's bound (oddsProtocol.ts);
//  - a choice between two of the card's own total or partial areas (no card of the original set has two); more
//    than LIMITS.tasks tasks on the card;
//  - terror effects the original set does not use: a lock of a set colour, the awakening, lowered maxima, gains.
import type { Catalog } from '../catalog.ts'
import type { DieRequirement } from '../card.ts'
import { catalog } from '../catalog.ts'
import { cardTasks } from '../core/cardTasks.ts'
import { hasPassive } from '../core/passives.ts'
import { taskCosts } from '../rules/completeTask.ts'
import type { GameState } from '../state.ts'
import type { Arrival } from './arrivals.ts'
import { LIMITS, type Health, type TerrorModel } from './solverCard.ts'
import { arrivalTree, easiest, fewestDice, kindsOf, liveness, seenDraws } from './arrivalTree.ts'
import {
  deadFrom,
  EXACT,
  exactnessOf,
  rollableDice,
  tally,
  type Exactness,
  type Tally,
  type TerrorHelp,
} from './terrorHelp.ts'

export { EXACT } from './terrorHelp.ts'
export type { Exactness, TerrorHelp } from './terrorHelp.ts'

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
  // The fewest dice the card's tasks need with a monster on it, its own task apart: all of them, or all but the one a
  // monster of the draws `at` may replace (positions in the card's tasks as they are now).
  const own = tasks.map((task) => (done.includes(task.id) ? 0 : fewestDice(state, task.requirements)))
  const all = own.reduce((n, k) => n + k, 0)
  const fewestWith = (at: readonly Arrival[]) =>
    Math.min(all, ...at.filter((a) => a.replaces).map((a) => all - (own[a.position] ?? 0)))
  const live = liveness(appear ? monsters : [0], dice, fewest, least, state.monsterCup.length)
  const placing = arrivalTree(state, cat, cardId, live)
  const reasons = [...t.unmodelled]
  const follows = placing.at.length > 0 && placing.tasks <= LIMITS.tasks
  if (placing.at.length > 0 && !follows)
    reasons.push(
      `monsters from terror effects may bring this card to more than ${LIMITS.tasks} tasks in one attempt, which the solver does not follow`,
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
  const kinds = follows
    ? deadFrom(kindsOf(state, cat, lockOf), placing.at, monsters, dice, fewestWith(placing.at), (r) =>
        fewestDice(state, r),
      )
    : []
  // Each monster seen going elsewhere whose kind the solver keeps multiplies the states it follows until the next
  // draw that comes here by about the kinds in the cup that can still be won with by then (up to 22): one is always
  // followed (some 3 to 5 times the time); more, while they multiply the states at most KEEP_SEEN-fold; else they are
  // forgotten. Those seen before a draw that no kind can be won with any more cost little (kept together).
  const winnable = (draw: number) => kinds.filter((k) => draw < (k.deadFrom ?? Infinity)).length
  const seen = seenDraws(placing.at, monsters, winnable)
  const keep = help.everySeen ? Infinity : (help.spells ?? true) ? KEEP_SEEN.spells : KEEP_SEEN.none
  const forgetSeen = follows && seen.count > 1 && seen.states > keep
  if (forgetSeen) reasons.push(FORGET_SEEN_REASON)
  const arrivals = follows ? { kinds, at: placing.at, ...(forgetSeen ? { forgetSeen } : {}) } : null
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
  if (reasons.length === 0) return { model, exactness: EXACT }
  const reason = reasons.join('; ')
  const refine = forgetSeen && reasons.length === 1
  return { model, exactness: refine ? { approximate: true, reason, refine } : { approximate: true, reason } }
}

/** Why odds that forget monsters seen going elsewhere are approximate (the one reason `everySeen` lifts). */
export const FORGET_SEEN_REASON =
  'more than one terror monster may be seen going elsewhere before the next that may come onto this card, and the solver takes the kinds of those seen as if they were unseen'

/**
 * The most states monsters seen going elsewhere may multiply the solver's by, where more than one is kept: with a
 * spell that may secure dice (its dice and their faces multiply the states many times over), and without. On the
 * bench's states (2026-11-27, one core), within 100-fold took 29 to 256 ms each with every one kept, one 6.7 s (three
 * tasks and every help); past it, two seen with a spell over 20 s (the Glass Flowers with a monster on it), three
 * seen 1 to over 20 s. Two seen without a spell (324- to 529-fold): 65 ms to 2.5 s, the 16 such states of the bench.
 */
const KEEP_SEEN = { spells: 100, none: 600 }
