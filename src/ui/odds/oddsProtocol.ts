// The messages between the HUD and the odds worker, and the worker's pure handler.
import type { GameState } from '../../engine/state.ts'
import {
  adventureOdds,
  bestMove,
  rankChoices,
  type BestMove,
  type OddsOptions,
  type OddsPool,
  type RankedChoice,
  type RollSituation,
} from '../../engine/odds/index.ts'

export type OddsRequest =
  | {
      readonly id: number
      readonly kind: 'adventureOdds'
      readonly card: string
      readonly pool: OddsPool
      readonly opts?: OddsOptions
    }
  | { readonly id: number; readonly kind: 'bestMove'; readonly state: GameState }
  | { readonly id: number; readonly kind: 'rankChoices'; readonly situation: RollSituation }

export type OddsResult = number | BestMove | null | readonly RankedChoice[]

export type OddsResponse =
  | { readonly id: number; readonly ok: true; readonly result: OddsResult }
  | { readonly id: number; readonly ok: false; readonly error: string }

/** Answers one request (the solvers it builds stay cached in the worker between requests). */
export function handleOddsRequest(request: OddsRequest): OddsResponse {
  try {
    switch (request.kind) {
      case 'adventureOdds':
        return { id: request.id, ok: true, result: adventureOdds(request.card, request.pool, request.opts) }
      case 'bestMove':
        return { id: request.id, ok: true, result: bestMove(request.state) }
      case 'rankChoices':
        return { id: request.id, ok: true, result: rankChoices(request.situation) }
    }
  } catch (e) {
    return { id: request.id, ok: false, error: e instanceof Error ? e.message : String(e) }
  }
}
