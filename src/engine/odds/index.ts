// The odds solver's public surface (pure: runs in a Web Worker or in Node).
export { adventureOdds, createCardSolver, heldCounts, parseOddsCard } from './adventureOdds.ts'
export type { OddsOptions, OddsPool } from './adventureOdds.ts'
export { createSolver } from './solver.ts'
export { setSolverByteBudget } from './solverContext.ts'
export { dropAllSolvers } from './solverCache.ts'
export type { Solver, SolverCard, SolverState } from './solver.ts'
export { rankChoices, solverFor } from './bestChoice.ts'
export type { Choice, HeldDie, RankedChoice, RolledDie, RollSituation } from './bestChoice.ts'
export { bestMove } from './bestMove.ts'
// Terror during an attempt: the model the solver takes (OddsOptions.terror, RollSituation.terror) and, from a
// game, `terrorModel(state, cardId, help)`, which also says whether the odds are exact:
// `exactness` is `{ approximate: false }` or `{ approximate: true, reason }` (the reason is for the player;
// terrorModel.ts lists what is and is not modelled). bestMove's result carries the same `exactness`.
export { EXACT, terrorModel } from './terrorModel.ts'
export type { Exactness, TerrorHelp } from './terrorModel.ts'
export type { Health, TerrorModel } from './solverCard.ts'
export type { BestMove, BestMoveOptions, OddsAction } from './bestMove.ts'
