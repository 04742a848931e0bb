// The odds solver's public surface (pure: runs in a Web Worker or in Node).
export { adventureOdds, createCardSolver, heldCounts, parseOddsCard } from './adventureOdds.ts'
export type { OddsOptions, OddsPool } from './adventureOdds.ts'
export { createSolver } from './solver.ts'
export type { Solver, SolverCard, SolverState } from './solver.ts'
export { rankChoices, solverFor } from './bestChoice.ts'
export type { Choice, HeldDie, RankedChoice, RolledDie, RollSituation } from './bestChoice.ts'
export { bestMove } from './bestMove.ts'
export type { BestMove, OddsAction } from './bestMove.ts'
