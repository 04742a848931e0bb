// The one fixed-step loop every tray runs: a frame's time goes in, whole `PHYSICS.timestep` steps come out.
import { PHYSICS } from './physicsConfig.ts'

/**
 * The most steps one frame may take: 0.2 s of simulated time. A longer frame means the tab was away or the machine
 * draws a few frames a second; the dice then slow down rather than jump. 48 keeps a throw in real time down to
 * 5 frames a second (the whole table drawn in software GL) while a frame's physics stays a few milliseconds
 * (8 dice: about 0.05 ms a step, `npm run bench -- physics`). The tray page used 16, which slowed its throws
 * below 15 frames a second for nothing.
 */
const MAX_STEPS_PER_FRAME = 48

/**
 * The most time the first frame of a roll may take: one frame at 60 Hz. A table drawn on demand has been still
 * since its last frame, so that frame's time counts the wait before the throw; stepping it all at once cost the
 * watch screen's first tumble frame 48 steps (a quarter of a second in software GL, issue 33).
 */
const FIRST_FRAME_SECONDS = 1 / 60

/** Frame time in, fixed steps out. */
export interface Stepper {
  /**
   * Adds a frame's time and takes every whole step it holds: `step` runs once per step until it returns true (the
   * roll is done), and the time left then is dropped, so the next roll starts on a step of its own.
   */
  advance(seconds: number, step: () => boolean): void
  /** A roll starts: the next frame's time counts from now, at most {@link FIRST_FRAME_SECONDS}. */
  restart(): void
}

export function createStepper(): Stepper {
  let accumulator = 0
  let fresh = false
  return {
    restart() {
      accumulator = 0
      fresh = true
    },
    advance(seconds, step) {
      accumulator += fresh ? Math.min(seconds, FIRST_FRAME_SECONDS) : seconds
      fresh = false
      // Whole steps counted, not subtracted one by one: rounding never loses the last step of a frame.
      const whole = Math.min(MAX_STEPS_PER_FRAME, Math.floor(accumulator / PHYSICS.timestep + 1e-9))
      accumulator = whole === MAX_STEPS_PER_FRAME ? 0 : accumulator - whole * PHYSICS.timestep
      for (let i = 0; i < whole; i++) {
        if (step()) {
          accumulator = 0
          return
        }
      }
    },
  }
}
