// When nobody has touched anything for a while: the last input's time and the idle span, as plain numbers.

/** Seconds without input before the idle camera drifts (presentation mode only). */
export const DEFAULT_IDLE_SECONDS = 45

export type IdleClock = {
  /** Seconds of no input that count as idle. */
  idleSeconds: number
  /** When the last input came (seconds, any clock that only goes forward). */
  lastInput: number
}

export function createIdleClock(at: number, idleSeconds = DEFAULT_IDLE_SECONDS): IdleClock {
  return { idleSeconds, lastInput: at }
}

/** An input at `at`: the idle span starts again. */
export function touch(clock: IdleClock, at: number): void {
  clock.lastInput = Math.max(clock.lastInput, at)
}

/** Seconds until the clock counts as idle (0 once it does). */
export function idleIn(clock: IdleClock, at: number): number {
  return Math.max(0, clock.lastInput + clock.idleSeconds - at)
}

export function isIdle(clock: IdleClock, at: number): boolean {
  return idleIn(clock, at) === 0
}

/** Changes the idle span (tests make it short); a span that is not a positive number is refused. */
export function setIdleSeconds(clock: IdleClock, seconds: number): void {
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`cinema: the idle time must be a positive number of seconds, not ${String(seconds)}`)
  clock.idleSeconds = seconds
}
