// The public surface of the rules engine. Everything the scene, bots, odds solver and tests use comes from here.
export { DIE_COLORS, DIE_COUNTS, DIE_FACES, FACES, investigationValue, isDieColor, isFace } from './dice.ts'
export type { DieColor, Face } from './dice.ts'
export { cyrb53, fnv64 } from './textHash.ts'
export { RULESETS } from './ruleset.ts'
export type { Ruleset } from './ruleset.ts'
export { err, ok } from './result.ts'
export type { Result } from './result.ts'
export { DIE_SYMBOLS } from './card.ts'
export type { Card, DieRequirement, DieSymbol, MonsterArea, ParseError, Task, TaskCost } from './card.ts'
export { parseCard } from './notation/parseCard.ts'
export { parseTask } from './notation/parseTask.ts'
export { canComplete, findDiceFor, printedRequirements, requirementsMet, taskMet } from './notation/canComplete.ts'
export { CHOICE_ACTIONS } from './actions.ts'
export type { Action, ActionType, FirstAidChoice, Stat, UseTarget } from './actions.ts'
export type { GameEvent } from './events.ts'
export { VIOLATION_CODES } from './violations.ts'
export type { Violation, ViolationCode } from './violations.ts'
export type * from './content.ts'
export { PASSIVE_ABILITIES, cardLists } from './content.ts'
export type {
  BoardCard,
  DieAt,
  DieState,
  GameState,
  Location,
  Lock,
  LockSource,
  MonsterOnCard,
  MonsterSpot,
  PendingChoice,
  Player,
  Phase,
  Resolution,
  Trophy,
  Turn,
  TurnEndStep,
} from './state.ts'
export { createGame } from './createGame.ts'
export type { GameSetup } from './createGame.ts'
export { applyAction, checkAction } from './applyAction.ts'
export type { ApplyResult } from './applyAction.ts'
export { legalActions } from './legalActions.ts'
export { replay } from './replay.ts'
export type { GameRecord, ReplayError } from './replay.ts'
export { ACTION_LIMITS, ACTION_TYPES, parseAction } from './actionSchema.ts'
export { canAssign } from './canAssign.ts'
export { cardTasks, openTasks } from './queries.ts'
export type { ActiveTask } from './core/cardTasks.ts'
export { seededRoll } from './rules/reportRoll.ts'
export { validateContent } from './contentSchema.ts'
export { DEFAULT_CONTENT_SET, catalogFor, hasContentSet, registerContentSet } from './catalog.ts'
export { adventureOdds, bestMove, rankChoices, parseOddsCard } from './odds/index.ts'
export type {
  BestMove,
  BestMoveOptions,
  OddsAction,
  OddsOptions,
  OddsPool,
  RankedChoice,
  Choice,
  RollSituation,
} from './odds/index.ts'
export {
  BARRIER_KINDS,
  barrier,
  revealedBy,
  undoFloor,
  undoRefusal,
  type BarrierKind,
  type UndoBarrier,
  type UndoRefusal,
} from './undo.ts'
