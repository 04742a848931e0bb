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
// NOT EXACT (then `exactness` says why; the solver still gives its value):
//  - a monster that must go on this very card (no spot elsewhere): it adds a task mid-attempt;
//  - a lock of a colour the pool lacks takes a die from a marker or a spell (core/locks.ts), whose colour the
//    solver does not follow for marker dice: flagged when a die of that colour can be focused or secured while
//    the pool lacks it;
//  - terror effects the original set does not use: a lock of a set colour, the awakening, lowered maxima, gains.
import type { Catalog } from '../catalog.ts'
import type { Effect } from '../content.ts'
import { catalog } from '../catalog.ts'
import { cardTasks } from '../core/cardTasks.ts'
import { hasPassive } from '../core/passives.ts'
import { taskCosts } from '../rules/completeTask.ts'
import type { GameState } from '../state.ts'
import type { Health, TerrorModel } from './solverCard.ts'

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
  const model: TerrorModel = {
    monsters: locks ? monsters : [],
    cup: locks ? cup : [0, 0, 0, 0],
    endsAt: endsAt > dice ? 0 : endsAt,
    idle,
    ...(health && healthBinds ? { health } : {}),
  }
  const appear = monsters.some((n) => n > 0) && state.monsterCup.length > 0
  return { model, exactness: exactnessOf(state, cat, cardId, model, t, help, appear, Math.max(...monsters)) }
}

function exactnessOf(
  state: GameState,
  cat: Catalog,
  cardId: string,
  model: TerrorModel,
  t: Tally,
  help: TerrorHelp,
  appear: boolean,
  perEvent: number,
): Exactness {
  const reasons = [...t.unmodelled]
  const most = Math.min(state.monsterCup.length, rollableDice(state, help) * perEvent)
  if (appear && !roomElsewhere(state, cat, cardId, most))
    reasons.push('a monster from a terror effect may have to go on this card, adding a task')
  if (appear && (help.focusable ?? true)) {
    // A lock of a colour the pool lacks takes a die off a marker: only when another colour can stay in the pool.
    const rolled = (k: string) => k === 'pool' || k === 'marker' || k === 'spell'
    const inPlay = (c: 'green' | 'yellow' | 'red') =>
      c === 'green' ||
      (c === 'yellow' && help.addYellow === true) ||
      (c === 'red' && help.addRed === true) ||
      state.dice.some((d) => d.color === c && rolled(d.at.kind))
    const colours = (['green', 'yellow', 'red'] as const).filter((_, k) => (model.cup[k + 1] as number) > 0)
    const others = (c: string) => (['green', 'yellow', 'red'] as const).some((o) => o !== c && inPlay(o))
    const risky = colours.filter((c) => inPlay(c) && others(c))
    if (risky.length > 0)
      reasons.push(
        `a terror monster's lock (${risky.join(', ')}) may take a focused or secured die, whose colour the solver does not follow`,
      )
  }
  return reasons.length === 0 ? EXACT : { approximate: true, reason: reasons.join('; ') }
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

/** Whether `count` monsters can each be placed on a spot other than this card (core/monsters.ts, monsterSpots). */
function roomElsewhere(state: GameState, cat: Catalog, cardId: string, count: number): boolean {
  const open = new Map<string, number>()
  const below = new Map<string, number>()
  for (const b of state.board) {
    let n = 0
    cat.adventureTasks(b.cardId).tasks.forEach((task, row) => {
      if (task.monsterArea && !b.monsters.some((m) => m.row === row)) n++
    })
    open.set(b.cardId, n)
    below.set(b.cardId, b.monsters.filter((m) => m.row === -1).length)
  }
  for (let i = 0; i < count; i++) {
    const anyOpen = [...open.values()].some((n) => n > 0)
    if (anyOpen) {
      const other = [...open].find(([id, n]) => id !== cardId && n > 0)
      if (!other) return false
      open.set(other[0], other[1] - 1)
      continue
    }
    const fewest = Math.min(...below.values())
    const spots = state.ruleset === 'revised' ? [...below].filter(([, n]) => n === fewest) : [...below]
    const other = spots.find(([id]) => id !== cardId)
    if (!other) return false
    below.set(other[0], other[1] + 1)
  }
  return true
}
