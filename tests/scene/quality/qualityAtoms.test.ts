import { describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import { settingsAtom } from '../../../src/state/settingsAtoms.ts'
import { xrModeAtom } from '../../../src/state/xrAtoms.ts'
import { activeTierAtom, autoStepsAtom, autoTierAtom, stepDownAtom } from '../../../src/scene/quality/qualityAtoms.ts'

describe('quality atoms', () => {
  it('minimal, low and high are drawn as chosen; auto draws its own tier (until a canvas has chosen, where it will start)', () => {
    const store = createStore()
    store.set(settingsAtom, { quality: 'auto' })
    expect(store.get(activeTierAtom)).toBe('high') // Node has no WebGL to ask: a GPU is assumed
    store.set(autoTierAtom, 'high')
    expect(store.get(activeTierAtom)).toBe('high')
    store.set(settingsAtom, { quality: 'minimal' })
    expect(store.get(activeTierAtom)).toBe('minimal')
    store.set(settingsAtom, { quality: 'low' })
    expect(store.get(activeTierAtom)).toBe('low')
    store.set(settingsAtom, { quality: 'high' })
    expect(store.get(activeTierAtom)).toBe('high')
  })

  it('steps down from the tier auto is at, and records the step; a stale step changes nothing', () => {
    const store = createStore()
    store.set(settingsAtom, { quality: 'auto' })
    store.set(autoTierAtom, 'high')
    store.set(stepDownAtom, { from: 'high', to: 'medium', fps: 31 })
    expect(store.get(activeTierAtom)).toBe('medium')
    store.set(stepDownAtom, { from: 'high', to: 'medium', fps: 20 })
    expect(store.get(autoStepsAtom)).toEqual([{ from: 'high', to: 'medium', fps: 31 }])
    store.set(stepDownAtom, { from: 'medium', to: 'low', fps: 24 })
    expect(store.get(activeTierAtom)).toBe('low')
    expect(store.get(autoStepsAtom)).toHaveLength(2)
  })

  it('draws at low in a headset whatever was chosen (minimal if auto is there), and gives the choice back (#44)', () => {
    const store = createStore()
    store.set(settingsAtom, { quality: 'high' })
    store.set(xrModeAtom, 'vr')
    expect(store.get(activeTierAtom)).toBe('low')
    store.set(settingsAtom, { quality: 'auto' })
    store.set(autoTierAtom, 'medium')
    expect(store.get(activeTierAtom)).toBe('low')
    store.set(autoTierAtom, 'minimal')
    store.set(xrModeAtom, 'ar')
    expect(store.get(activeTierAtom)).toBe('minimal')
    store.set(settingsAtom, { quality: 'minimal' })
    expect(store.get(activeTierAtom)).toBe('minimal')
    store.set(settingsAtom, { quality: 'auto' })
    store.set(autoTierAtom, 'high')
    store.set(xrModeAtom, null)
    expect(store.get(activeTierAtom)).toBe('high')
    expect(store.get(settingsAtom).quality).toBe('auto')
  })
})
