import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { openRulesAtAtom, rulesOpenAtom, rulesRequestAtom } from '../../../src/ui/rules/rulesAtoms.ts'

describe('openRulesAtAtom', () => {
  it('opens the reference at the section asked for; plain opening asks for none', () => {
    const store = createStore()
    store.set(rulesOpenAtom, true)
    expect(store.get(rulesRequestAtom)).toBeNull()
    store.set(rulesOpenAtom, false)
    store.set(openRulesAtAtom, 'focus')
    expect(store.get(rulesOpenAtom)).toBe(true)
    expect(store.get(rulesRequestAtom)).toBe('focus')
  })
})
