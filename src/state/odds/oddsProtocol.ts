// The messages between the HUD and the odds worker, and the worker's pure handler.
import type { GameState } from '../../engine/state.ts'
import {
  adventureOdds,
  bestMove,
  dropAllSolvers,
  rankChoices,
  type BestMove,
  type BestMoveOptions,
  type OddsOptions,
  type OddsPool,
  type RankedChoice,
  type RollSituation,
} from '../../engine/odds/index.ts'
import { rankDestinations, type Destination } from './rankDestinations.ts'
import { cardBreakdown, cardChance, type CardBreakdown, type CardChance } from './tableOdds.ts'

export type OddsRequest =
  | {
      readonly id: number
      readonly kind: 'adventureOdds'
      readonly card: string
      readonly pool: OddsPool
      readonly opts?: OddsOptions
    }
  | { readonly id: number; readonly kind: 'bestMove'; readonly state: GameState; readonly opts?: BestMoveOptions }
  | { readonly id: number; readonly kind: 'rankChoices'; readonly situation: RollSituation }
  | {
      readonly id: number
      readonly kind: 'cardChance'
      readonly state: GameState
      readonly cardId: string
      readonly opts?: BestMoveOptions
    }
  | {
      readonly id: number
      readonly kind: 'cardBreakdown'
      readonly state: GameState
      readonly cardId: string
      readonly opts?: BestMoveOptions
    }
  | { readonly id: number; readonly kind: 'destinations'; readonly state: GameState }

export type OddsResult =
  number | BestMove | null | readonly RankedChoice[] | CardChance | CardBreakdown | readonly Destination[]

export type OddsResponse =
  | { readonly id: number; readonly ok: true; readonly result: OddsResult }
  | { readonly id: number; readonly ok: false; readonly error: string }

function answer(request: OddsRequest): OddsResult {
  switch (request.kind) {
    case 'adventureOdds':
      return adventureOdds(request.card, request.pool, request.opts)
    case 'bestMove':
      return bestMove(request.state, request.opts)
    case 'rankChoices':
      return rankChoices(request.situation)
    case 'cardChance':
      return cardChance(request.state, request.cardId, request.opts)
    case 'cardBreakdown':
      return cardBreakdown(request.state, request.cardId, request.opts)
    case 'destinations':
      return rankDestinations(request.state)
  }
}

/**
 * Answers one request (the solvers it builds stay cached in the worker between requests). A solve that throws (over
 * the worker's byte budget, say) leaves a half-built solver behind: every cached solver is dropped then.
 */
export function handleOddsRequest(request: OddsRequest): OddsResponse {
  try {
    return { id: request.id, ok: true, result: answer(request) }
  } catch (e) {
    dropAllSolvers()
    return { id: request.id, ok: false, error: e instanceof Error ? e.message : String(e) }
  }
}

/**
 * The most bytes one solver's big arrays may take in the odds worker (setSolverByteBudget). On the bench's states the
 * exact pass over monsters seen going elsewhere fits every time: 19 to 512 MB held for four states (0.8 to 26 s,
 * Node, one core), and the Glass Flowers #7824 1.2 GB in all, its arrays within this bound (60 to 69 s).
 */
export const WORKER_SOLVER_BYTES = 1024 * 2 ** 20

/** The least the worker is given on the smallest device: the first pass of every bench state fits in it. */
const LEAST_SOLVER_BYTES = 128 * 2 ** 20
/** When the browser does not say (Safari, Firefox): a budget a phone's tab survives. */
const UNKNOWN_DEVICE_BYTES = 512 * 2 ** 20

/**
 * The worker's bound for this device: an eighth of its memory (`navigator.deviceMemory`, in GiB, which Chrome rounds
 * and caps at 8), between 128 MiB and WORKER_SOLVER_BYTES; 512 MiB when the browser does not say. A phone is never
 * asked for a gigabyte; a number whose exact pass does not fit stays marked ≈ with the reason (tableOdds NOT_REFINED).
 */
export function solverBytesFor(deviceMemory: number | undefined): number {
  if (deviceMemory === undefined || !Number.isFinite(deviceMemory) || deviceMemory <= 0) return UNKNOWN_DEVICE_BYTES
  return Math.min(WORKER_SOLVER_BYTES, Math.max(LEAST_SOLVER_BYTES, Math.round((deviceMemory * 2 ** 30) / 8)))
}
