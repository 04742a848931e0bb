// The one fixed-step loop every tray runs: a frame's time goes in, whole `PHYSICS.timestep` steps come out.
import { PHYSICS } from './physicsConfig.ts'

/**
 * The most steps one frame may take: one second of simulated time. A throw keeps to real time down to one frame a
 * second, so on a machine that draws the table in software (a frame every 0.3-0.7 s at 1080p) the dice land in the
 * seconds a real throw takes, jumping further between frames, instead of slowing to a crawl (at 48 steps a frame, a
 * throw took 100-125 s there, issue 41). A step costs about 0.05 ms with 8 dice (`npm run bench -- physics`), so
 * even a whole second is some 12 ms of physics in one frame. A longer gap (the tab was away) still counts one second.
 */
const MAX_STEPS_PER_FRAME = Math.round(1 / PHYSICS.timestep)

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
