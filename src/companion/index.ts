// The companion dice tray's pure half: the rules and exact odds of three sibling games' dice (Cthulhu: Death May Die,
// Eldritch Horror, Arkham Horror). No physics, React, DOM or Math.random; randomness comes in as a seeded source.
export {
  BLESSINGS,
  COMPANION_MODES,
  type Advice,
  type Blessing,
  type CompanionMode,
  type Goal,
  type Odds,
  type OptimalPlayer,
  type PlayedRoll,
  type RandomSource,
  type RatedMove,
} from './types.ts'
export { isPipSuccess, successThreshold } from './pips.ts'
export {
  DMD_BLACK_DICE,
  DMD_DIE_FACES,
  DMD_DIE_KINDS,
  DMD_FACES,
  DMD_LIMITS,
  dmdRollProblem,
  dmdSetupProblem,
  isDmdElderSign,
  isDmdSuccess,
  isDmdTentacle,
  rerollDmdDie,
  scoreDmdRoll,
  type DmdDie,
  type DmdDieKind,
  type DmdFace,
  type DmdMove,
  type DmdRoll,
  type DmdScore,
  type DmdSetup,
} from './deathMayDie.ts'
export { createDmdPlayer, dmdAdvice, dmdOdds } from './deathMayDieOdds.ts'
export {
  EH_LIMITS,
  ehDiceCount,
  ehRollProblem,
  ehSetupProblem,
  rerollEhDie,
  scoreEhRoll,
  type EhMove,
  type EhRoll,
  type EhScore,
  type EhSetup,
} from './eldritchHorror.ts'
export { createEhPlayer, ehAdvice, ehOdds } from './eldritchHorrorOdds.ts'
export {
  AH_LIMITS,
  addAhDie,
  ahDiceCount,
  ahRollProblem,
  ahSetupProblem,
  scoreAhRoll,
  type AhMove,
  type AhRoll,
  type AhScore,
  type AhSetup,
} from './arkhamHorror.ts'
export { ahAdvice, ahOdds, createAhPlayer } from './arkhamHorrorOdds.ts'
