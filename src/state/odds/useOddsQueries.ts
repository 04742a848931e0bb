// The odds driver: whenever the game or the card in focus changes, ask the worker what the table shows (the best
// move now, each card's chance, the focused card's breakdown, the ranked destinations), newest question first.
// A change supersedes every older question (createOddsClient.ts), so the worker never lags behind the game, and
// nothing here waits: answers land in tableOddsAtom when they come. With hints off nothing is asked at all.
import { useEffect, useRef } from 'react'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import type { Action, BestMoveOptions, GameState } from '../../engine/index.ts'
import { eventsAtom, sessionAtom } from '../gameAtoms.ts'
import { hintsAtom } from '../settingsAtoms.ts'
import { focusedCardAtom } from '../uiAtoms.ts'
import { adviceNotesAtom, oddsBusyAtom, tableOddsAtom, type AdviceNote, type TableOdds } from './oddsAtoms.ts'
import { createOddsClient, isSuperseded, type OddsClient } from './createOddsClient.ts'
import { sameAction } from './sameAction.ts'
import { attemptCard, chanceCards, refinable, unrefined, unrefinedChance, type CardChance } from './tableOdds.ts'

const EVERY_SEEN: BestMoveOptions = { everySeen: true }

/** A chance or breakdown the exact pass may better, as it is shown if the pass fails; else null. */
const unrefinedOrNull = <C extends CardChance>(c: C | null): C | null => (c?.refine ? unrefinedChance(c) : null)

/** The card whose breakdown the HUD shows: the one in focus, else the attempt's. */
export function breakdownCard(state: GameState, focused: string | null): string | null {
  const cards = chanceCards(state)
  if (focused !== null && cards.includes(focused)) return focused
  return attemptCard(state)
}

/** The note for a choice worse than the best move the worker had found before it was made, if any. */
export function adviceNote(before: TableOdds, chosen: Action): AdviceNote | null {
  const move = before.move
  if (!move) return null
  const option = move.options.find((o) => sameAction(o.action, chosen))
  if (!option || option.odds >= move.odds - 1e-9) return null
  return { chosen, chosenOdds: option.odds, best: move.action, bestOdds: move.odds, state: before.state }
}

export function useOddsQueries(): void {
  const store = useStore()
  const session = useAtomValue(sessionAtom)
  const focused = useAtomValue(focusedCardAtom)
  const hints = useAtomValue(hintsAtom)
  const setOdds = useSetAtom(tableOddsAtom)
  const setBusy = useSetAtom(oddsBusyAtom)
  const clientRef = useRef<OddsClient | null>(null)
  const actionsBefore = useRef<number | null>(null)

  useEffect(() => {
    const client = createOddsClient()
    clientRef.current = client
    return () => {
      client.dispose()
      clientRef.current = null
    }
  }, [])

  const state = session?.state ?? null
  const actions = session?.actions.length ?? 0

  // A choice worse than the best move leaves a note in the log (the answers about the state it was made in).
  useEffect(() => {
    const last = actionsBefore.current
    actionsBefore.current = actions
    const answered = store.get(tableOddsAtom) // still the answers about the state the choice was made in
    if (!hints || !session || !answered || answered.state === session.state || actions !== (last ?? -2) + 1) return
    const chosen = session.actions[actions - 1]
    const note = chosen ? adviceNote(answered, chosen) : null
    const first = store.get(eventsAtom).find((e) => e.action === actions - 1)
    if (note && first) store.set(adviceNotesAtom, (notes) => ({ ...notes, [first.n]: note }))
  }, [store, session, actions, hints])

  // The questions asked about the current state (a new state or a hints change supersedes them all; a new card in
  // focus only adds its breakdown, so moving the focus around never throws the worker's answers away).
  const asked = useRef<{ state: GameState | null; hints: boolean; keys: Set<string>; pending: number } | null>(null)

  useEffect(() => {
    const client = clientRef.current
    if (!client) return
    if (asked.current?.state !== state || asked.current.hints !== hints) {
      client.supersede()
      asked.current = { state, hints, keys: new Set(), pending: 0 }
      setBusy(false)
    }
    const round = asked.current
    if (!hints || !state) return setOdds(null)
    const current = store.get(tableOddsAtom)
    const odds: TableOdds =
      current?.state === state ? current : { state, chances: {}, breakdowns: {}, move: undefined, destinations: null }
    if (odds !== current) setOdds(odds)
    // An approximate answer that the exact pass can better (`refine`) is asked again with every monster seen
    // followed, in the background: it waits for every other question (createOddsClient.ts) and replaces the number
    // when it comes; if it cannot finish (over the worker's byte budget), the first answer stays, marked for good
    // (`ifNotExact`: that answer as it is then shown, or null when there is nothing to better).
    type Exactly<T> = { readonly question: () => Promise<T>; readonly ifNotExact: (answer: T) => T | null }
    const ask = <T>(
      key: string,
      question: () => Promise<T>,
      apply: (o: TableOdds, answer: T) => TableOdds,
      exactly?: Exactly<T>,
      ifFailed?: T,
    ): void => {
      if (round.keys.has(key)) return
      round.keys.add(key)
      round.pending++
      setBusy(true)
      const show = (answer: T) => setOdds((o) => (o && o.state === state ? apply(o, answer) : o))
      question()
        .then((answer) => {
          show(answer)
          // Asked before this question counts as answered, so `busy` holds until the exact pass is in.
          const marked = asked.current === round && exactly ? exactly.ifNotExact(answer) : null
          if (exactly && marked !== null) ask(`exact:${key}`, exactly.question, apply, undefined, marked)
        })
        .catch((e: unknown) => {
          if (isSuperseded(e)) return
          console.warn('odds:', e)
          if (ifFailed !== undefined) show(ifFailed)
        })
        .finally(() => {
          if (asked.current === round && --round.pending === 0) setBusy(false)
        })
    }

    if (attemptCard(state) !== null)
      ask(
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
        `chance:${cardId}`,
        () => client.cardChance(state, cardId),
        (o, chance) => ({ ...o, chances: { ...o.chances, [cardId]: chance } }),
        { question: () => client.cardChance(state, cardId, EVERY_SEEN), ifNotExact: unrefinedOrNull },
      )
    if (focusCard)
      ask(
        `breakdown:${focusCard}`,
        () => client.cardBreakdown(state, focusCard),
        (o, breakdown) => ({ ...o, breakdowns: { ...o.breakdowns, [focusCard]: breakdown } }),
        { question: () => client.cardBreakdown(state, focusCard, EVERY_SEEN), ifNotExact: unrefinedOrNull },
      )
    if (state.phase.kind === 'movement')
      ask(
        'destinations',
        () => client.destinations(state),
        (o, destinations) => ({ ...o, destinations }),
      )
  }, [store, state, focused, hints, setOdds, setBusy])
}
