// The physics dice: world, throw, settle and face reading. Knows dice, not rules.
export { simulateRoll, type SimulateRollOptions, type SimulatedRoll } from './simulateRoll.ts'
export {
  DIE_KINDS,
  DMD_BLACK,
  DMD_FACES,
  DMD_GREEN,
  KIND_FACES,
  PIP_DIE,
  PIP_FACES,
  faceAt,
  type DieFace,
  type DieKind,
  type DmdFace,
  type FaceOf,
  type PipFace,
} from './dieKinds.ts'
export { upFace, readDie, restingRotation, FACE_NORMALS, type DieReading } from './upFace.ts'
export {
  createDiceWorld,
  diceWorldIn,
  type DiceWorld,
  type Die,
  type Rapier,
  type DiceWorldOptions,
  type WorldBinding,
} from './createDiceWorld.ts'
export { createTrayDice, type TrayDice, type QuatLike, type Vec3Like } from './createTrayDice.ts'
export { headlessHost, type WorldHost } from './worldHost.ts'
export { TRAY_COLLIDERS, WORLD_PARAMS, type TrayCollider } from './worldSpec.ts'
export { createRoll, dropDie, freeSpot, type Roll, type RollReport, type RollStats } from './createRoll.ts'
export { createRandom, rollSeed, type Random } from './createRandom.ts'
export { randomThrow, throwDice, spawnPositions, type ThrowSpec } from './throwSpec.ts'
export { capVelocity } from './capVelocity.ts'
export { loadRapier } from './loadRapier.ts'
export { chiSquareTest, chiSquareSurvival } from './chiSquare.ts'
export { DIE_SIZE, DIE_EDGE_RADIUS, DIE_WEIGHT, TRAY, PHYSICS, SETTLE, THROW } from './physicsConfig.ts'
export type { Quat, Vec3 } from './vec.ts'
export type { TrayReport } from './trayReport.ts'
