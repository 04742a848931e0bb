// Per-client flood control: a token bucket for the message rate and a strike count for refused abuse (too large,
// too fast). The caller refuses and warns on each strike, and disconnects once `tooMany` says so.
import type { Limits } from '../protocol/protocol.ts'

export type AbuseGuard = {
  /** Takes one message's token; false when the client is sending faster than the limits allow. */
  take(now: number): boolean
  /** Records one refusal for abuse; true when the client has abused too often and must go. */
  strike(now: number): boolean
}

export function createAbuseGuard(limits: Limits, now: number): AbuseGuard {
  let tokens = limits.burst
  let refilledAt = now
  let strikes = 0
  let lastStrikeAt = -Infinity
  return {
    take(at) {
      tokens = Math.min(limits.burst, tokens + ((at - refilledAt) / 1000) * limits.messagesPerSecond)
      refilledAt = at
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
    strike(at) {
      if (at - lastStrikeAt > limits.strikeMemorySeconds * 1000) strikes = 0
      lastStrikeAt = at
      strikes += 1
      return strikes >= limits.maxStrikes
    },
  }
}
