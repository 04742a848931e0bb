import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LEGACY_MUTED_KEY, takeLegacyMuted } from '../../../src/state/tray/trayPreferences.ts'

// Issue 11: one mute, remembered. The tray's own old key is carried into the settings once.
describe('takeLegacyMuted', () => {
  let stored: Map<string, string>
  beforeEach(() => {
    stored = new Map()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('reads the old choice once and removes it', () => {
    stored.set(LEGACY_MUTED_KEY, 'true')
    expect(takeLegacyMuted()).toBe(true)
    expect(stored.has(LEGACY_MUTED_KEY)).toBe(false)
    expect(takeLegacyMuted()).toBeNull()
  })

  it('carries an unmuted choice as false, and answers null when nothing was remembered', () => {
    stored.set(LEGACY_MUTED_KEY, 'false')
    expect(takeLegacyMuted()).toBe(false)
    expect(takeLegacyMuted()).toBeNull()
  })

  it('answers null when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked')
      },
    })
    expect(takeLegacyMuted()).toBeNull()
  })
})
