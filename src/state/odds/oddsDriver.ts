// The odds driver: a plain module, no React. Started with the store and an odds client, it watches the game, the
// card in focus and the hints setting, asks the client what the table shows (the best move now, each card's chance,
// the focused card's breakdown, the ranked destinations) and writes the answers into tableOddsAtom as they come.
// A new state or a hints change supersedes every older question (createOddsClient.ts), so the worker never lags
// behind the game; a new card in focus only adds its breakdown. With hints off nothing is asked at all. It also
// writes the log's note on a choice worse than the best move, when dispatch tells it of the choice.
import type { createStore } from 'jotai'
import type { Action, BestMoveOptions, GameState } from '../../engine/index.ts'
import { lastAcceptedAtom, sessionAtom } from '../gameAtoms.ts'
import type { GameSession } from '../gameSession.ts'
import { hintsAtom } from '../settingsAtoms.ts'
import { focusedCardAtom } from '../uiAtoms.ts'
import { isSuperseded, type OddsClient } from './createOddsClient.ts'
import { adviceNotesAtom, oddsBusyAtom, tableOddsAtom, type AdviceNote, type TableOdds } from './oddsAtoms.ts'
import { sameAction } from './sameAction.ts'
import { isAsGood } from './quietAdvice.ts'
import {
  attemptCard,
  breakdownCard,
  chanceCards,
  refinable,
  unrefined,
  unrefinedChance,
  type CardChance,
} from './tableOdds.ts'

type Store = ReturnType<typeof createStore>

/** The driver as its owner sees it (the page starts and stops it: ui/advice/useOddsDriver.ts). */
export type OddsDriver = {
  /** Asks about the game as it stands, then follows every change of the game, the focus and the hints. */
  readonly start: () => void
  /** Stops following and supersedes what is still asked; answers that come later are dropped. */
  readonly stop: () => void
}

const EVERY_SEEN: BestMoveOptions = { everySeen: true }

/** The questions asked about one state under one hints setting; a new state or a hints change starts a new round. */
type Round = { readonly state: GameState | null; readonly hints: boolean; readonly keys: Set<string>; pending: number }

/**
 * An approximate answer that the exact pass can better (`refine`) is asked again with every monster seen followed,
 * in the background: the client asks it only when no other question waits and lets any new question go first. It
 * replaces the number when it comes; if it cannot finish (over the worker's byte budget), the first answer stays,
 * marked for good (`ifNotExact`: that answer as it is then shown, or null when there is nothing to better).
 */
type Exactly<T> = { readonly question: () => Promise<T>; readonly ifNotExact: (answer: T) => T | null }

/** A chance or breakdown the exact pass may better, as it is shown if the pass fails; else null. */
const unrefinedOrNull = <C extends CardChance>(c: C | null): C | null => (c?.refine ? unrefinedChance(c) : null)

/**
 * The note for a choice worse than the best move the worker had found before it was made, if any: half a point or
 * more worse (quietAdvice.ts; closer, it is the same choice).
 */
export function adviceNote(before: TableOdds, chosen: Action): AdviceNote | null {
  const move = before.move
  if (!move) return null
  const option = move.options.find((o) => sameAction(o.action, chosen))
  if (!option || option.odds >= move.odds || isAsGood(option.odds, move.odds)) return null
  return { chosen, chosenOdds: option.odds, best: move.action, bestOdds: move.odds, state: before.state }
}

const emptyOdds = (state: GameState): TableOdds => ({
  state,
  chances: {},
  breakdowns: {},
  move: undefined,
  destinations: null,
})

export function createOddsDriver(store: Store, client: OddsClient): OddsDriver {
  let running = false
  let round: Round | null = null
  let seen: { readonly state: GameState | null; readonly focused: string | null; readonly hints: boolean } | null = null
  let unsubscribe: (() => void)[] = []

  const setBusy = (busy: boolean) => store.set(oddsBusyAtom, busy)

  /** Asks one question of this round once; `busy` holds until every question of the round is answered. */
  const ask = <T>(
    r: Round,
    state: GameState,
    key: string,
    question: () => Promise<T>,
    apply: (o: TableOdds, answer: T) => TableOdds,
    exactly?: Exactly<T>,
    ifFailed?: T,
  ): void => {
    if (r.keys.has(key)) return
    r.keys.add(key)
    r.pending++
    setBusy(true)
    const show = (answer: T) => {
      if (running) store.set(tableOddsAtom, (o) => (o && o.state === state ? apply(o, answer) : o))
    }
    question()
      .then((answer) => {
        show(answer)
        // Asked before this question counts as answered, so `busy` holds until the exact pass is in.
        const marked = running && round === r && exactly ? exactly.ifNotExact(answer) : null
        if (exactly && marked !== null) ask(r, state, `exact:${key}`, exactly.question, apply, undefined, marked)
      })
      .catch((e: unknown) => {
        if (!running || isSuperseded(e)) return
        console.warn('odds:', e)
        if (ifFailed !== undefined) show(ifFailed)
      })
      .finally(() => {
        if (running && round === r && --r.pending === 0) setBusy(false)
      })
  }

  /** The questions about `state` (every one already asked this round is skipped). */
  const askAbout = (state: GameState | null, focused: string | null, hints: boolean): void => {
    if (round?.state !== state || round.hints !== hints) {
      client.supersede()
      round = { state, hints, keys: new Set(), pending: 0 }
      setBusy(false)
    }
    const r = round
    if (!hints || !state) {
      store.set(tableOddsAtom, null)
      return
    }
    const current = store.get(tableOddsAtom)
    if (current?.state !== state) store.set(tableOddsAtom, emptyOdds(state))

    if (attemptCard(state) !== null)
      ask(
        r,
        state,
        'move',
        () => client.bestMove(state),
        (o, move) => ({ ...o, move }),
        {
          question: () => client.bestMove(state, EVERY_SEEN),
          ifNotExact: (m) =>
            m !== null && refinable(m.exactness) ? { ...m, exactness: unrefined(m.exactness) } : null,
        },
      )
    const cards = chanceCards(state)
    const focusCard = breakdownCard(state, focused)
    const order = focusCard ? [focusCard, ...cards.filter((c) => c !== focusCard)] : cards
    for (const cardId of order)
      ask(
        r,
        state,
        `chance:${cardId}`,
        () => client.cardChance(state, cardId),
        (o, chance) => ({ ...o, chances: { ...o.chances, [cardId]: chance } }),
        { question: () => client.cardChance(state, cardId, EVERY_SEEN), ifNotExact: unrefinedOrNull },
      )
    if (focusCard)
      ask(
        r,
        state,
        `breakdown:${focusCard}`,
        () => client.cardBreakdown(state, focusCard),
        (o, breakdown) => ({ ...o, breakdowns: { ...o.breakdowns, [focusCard]: breakdown } }),
        { question: () => client.cardBreakdown(state, focusCard, EVERY_SEEN), ifNotExact: unrefinedOrNull },
      )
    if (state.phase.kind === 'movement')
      ask(
        r,
        state,
        'destinations',
        () => client.destinations(state),
        (o, destinations) => ({ ...o, destinations }),
      )
  }

  /**
   * A choice worse than the best move leaves a note in the log. Dispatch tells of the choice (lastAcceptedAtom: the
   * state it was made in and its first event); the answers still held are about that state until askAbout moves on.
   */
  const noteChoice = (session: GameSession | null, hints: boolean): void => {
    const accepted = store.get(lastAcceptedAtom)
    if (!hints || !session || accepted?.after !== session || accepted.firstEvent === null) return
    const answered = store.get(tableOddsAtom)
    const note = answered?.state === accepted.before ? adviceNote(answered, accepted.action) : null
    const n = accepted.firstEvent
    if (note) store.set(adviceNotesAtom, (notes) => ({ ...notes, [n]: note }))
  }

  const update = (): void => {
    const session = store.get(sessionAtom)
    const state = session?.state ?? null
    const focused = store.get(focusedCardAtom)
    const hints = store.get(hintsAtom)
    if (seen && seen.state === state && seen.focused === focused && seen.hints === hints) return
    noteChoice(session, hints)
    seen = { state, focused, hints }
    askAbout(state, focused, hints)
  }

  return {
    start: () => {
      if (running) return
      running = true
      seen = null
      round = null
      update()
      unsubscribe = [sessionAtom, focusedCardAtom, hintsAtom].map((a) => store.sub(a, update))
    },
    stop: () => {
      if (!running) return
      running = false
      for (const off of unsubscribe) off()
      unsubscribe = []
      client.supersede()
      round = null
      setBusy(false)
    },
  }
}
