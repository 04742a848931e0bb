import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AH_DEFAULTS,
  EH_DEFAULTS,
  readAhSettings,
  readEhSettings,
  writeSettings,
} from '../../../src/state/tray/companionSettings.ts'

describe('readEhSettings and readAhSettings', () => {
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

  it('answers the defaults, in their order, when nothing was remembered', () => {
    expect(JSON.stringify(readEhSettings())).toBe(JSON.stringify(EH_DEFAULTS))
    expect(JSON.stringify(readAhSettings())).toBe(JSON.stringify(AH_DEFAULTS))
  })

  it('reads back what was remembered', () => {
    const eh = { skill: 5, modifier: -2, blessing: 'cursed', clues: 3, focus: 2, goal: 2 } as const
    const ah = { skill: 7, modifier: 1, blessing: 'blessed', clues: 0, goal: 3 } as const
    writeSettings('eh', eh)
    writeSettings('ah', ah)
    expect(readEhSettings()).toEqual(eh)
    expect(readAhSettings()).toEqual(ah)
  })

  it('falls back field by field on what is missing, malformed or out of range', () => {
    stored.set('midnight-museum.tray.eh', JSON.stringify({ skill: 99, modifier: 1.5, blessing: 'lucky', clues: 2 }))
    stored.set('midnight-museum.tray.ah', '{not json')
    expect(readEhSettings()).toEqual({ ...EH_DEFAULTS, clues: 2 })
    expect(readAhSettings()).toEqual(AH_DEFAULTS)
  })
})
