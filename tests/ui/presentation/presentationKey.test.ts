import { afterEach, describe, expect, it, vi } from 'vitest'
import { presentationKey } from '../../../src/ui/presentation/presentationKey.ts'

type Key = Parameters<typeof presentationKey>[0]

const press = (key: string, more: Partial<Key> = {}): Key => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: null,
  ...more,
})

/** A stand-in for a DOM element (the unit tests run without a DOM): `closest` answers for the selectors given. */
class FakeElement {
  constructor(private readonly inside: readonly string[]) {}
  closest(selector: string): FakeElement | null {
    return this.inside.some((part) => selector.includes(part)) ? this : null
  }
}

describe('presentationKey', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each(['p', 'P'])('toggles on %s, presenting or not', (key) => {
    expect(presentationKey(press(key), false, false)).toBe('toggle')
    expect(presentationKey(press(key), true, false)).toBe('toggle')
  })

  it('leaves on Escape while presenting, even when the HUD used the key to cancel a selection', () => {
    expect(presentationKey(press('Escape'), true, false)).toBe('leave')
    expect(presentationKey(press('Escape', { defaultPrevented: true }), true, false)).toBe('leave')
  })

  it('leaves Escape alone when not presenting', () => {
    expect(presentationKey(press('Escape'), false, false)).toBeNull()
  })

  it.each([{ ctrlKey: true }, { metaKey: true }, { altKey: true }])('ignores P held with a modifier (%o)', (mod) => {
    expect(presentationKey(press('p', mod), false, false)).toBeNull()
  })

  it('ignores a P another handler already took', () => {
    expect(presentationKey(press('p', { defaultPrevented: true }), false, false)).toBeNull()
  })

  it('leaves both keys to an open dialog', () => {
    expect(presentationKey(press('p'), false, true)).toBeNull()
    expect(presentationKey(press('Escape'), true, true)).toBeNull()
  })

  it.each([['input'], ['textarea'], ['[contenteditable="true"]'], ['[role="dialog"]'], ['dialog']])(
    'leaves keys typed inside %s to it',
    (inside) => {
      vi.stubGlobal('Element', FakeElement)
      const target = new FakeElement([inside]) as unknown as EventTarget
      expect(presentationKey(press('p', { target }), false, false)).toBeNull()
      expect(presentationKey(press('Escape', { target }), true, false)).toBeNull()
    },
  )

  it('takes P pressed on a button or the page', () => {
    vi.stubGlobal('Element', FakeElement)
    const target = new FakeElement(['button']) as unknown as EventTarget
    expect(presentationKey(press('p', { target }), false, false)).toBe('toggle')
  })

  it.each(['o', 'Enter', ' ', 'm', 'r'])('is not %j', (key) => {
    expect(presentationKey(press(key), true, false)).toBeNull()
  })
})
