import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  LONG_PRESS_MS,
  LONG_PRESS_SLOP,
  RELEASE_MS,
  startLongPress,
  type LongPressHost,
} from '../../../src/scene/hands/longPress.ts'

/** A frame's length: the press is judged at the frame after its time is up. */
const FRAME = 16

/** A pointer event as the window sees it (Node has EventTarget but no PointerEvent). */
function pointer(type: string, pointerId: number, clientX = 100, clientY = 100): Event {
  return Object.assign(new Event(type), { pointerId, clientX, clientY })
}

describe('startLongPress', () => {
  let target: EventTarget
  let host: LongPressHost
  beforeEach(() => {
    vi.useFakeTimers()
    target = new EventTarget()
    host = { target, nextFrame: (callback) => setTimeout(callback, FRAME) }
  })
  afterEach(() => vi.useRealTimers())

  const press = (fire: () => void, pointerId = 1) =>
    startLongPress({ pointerId, clientX: 100, clientY: 100 }, fire, host)

  it('fires once a press is held still for the whole time', () => {
    const fire = vi.fn()
    press(fire)
    target.dispatchEvent(pointer('pointermove', 1, 100 + LONG_PRESS_SLOP - 1, 100))
    vi.advanceTimersByTime(LONG_PRESS_MS + FRAME - 1)
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fire).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(LONG_PRESS_MS * 2)
    expect(fire).toHaveBeenCalledOnce()
  })

  it.each([
    [
      'the finger moves further than the slop (a camera drag)',
      pointer('pointermove', 1, 100, 100 + LONG_PRESS_SLOP + 1),
    ],
    ['the finger lifts (a tap)', pointer('pointerup', 1)],
    ['the browser cancels the touch', pointer('pointercancel', 1)],
    ['a second finger lands (a pinch)', pointer('pointerdown', 2, 300, 300)],
  ])('does not fire when %s', (_why, event) => {
    const fire = vi.fn()
    press(fire)
    vi.advanceTimersByTime(LONG_PRESS_MS / 2)
    target.dispatchEvent(event)
    vi.advanceTimersByTime(LONG_PRESS_MS)
    expect(fire).not.toHaveBeenCalled()
  })

  it('judges at the next frame: a move the browser held back until then still counts', () => {
    const fire = vi.fn()
    press(fire)
    vi.advanceTimersByTime(LONG_PRESS_MS)
    target.dispatchEvent(pointer('pointermove', 1, 100 + LONG_PRESS_SLOP * 4, 100))
    vi.advanceTimersByTime(FRAME)
    expect(fire).not.toHaveBeenCalled()
  })

  it('ignores what other pointers do but land', () => {
    const fire = vi.fn()
    press(fire)
    target.dispatchEvent(pointer('pointermove', 2, 500, 500))
    target.dispatchEvent(pointer('pointerup', 2))
    vi.advanceTimersByTime(LONG_PRESS_MS + FRAME)
    expect(fire).toHaveBeenCalledOnce()
  })

  it('times one press per pointer: of two cards under the finger only the first told fires', () => {
    const near = vi.fn()
    const far = vi.fn()
    press(near)
    press(far)
    vi.advanceTimersByTime(LONG_PRESS_MS + FRAME)
    expect(near).toHaveBeenCalledOnce()
    expect(far).not.toHaveBeenCalled()
    // Over: the next press of the same pointer id is timed again.
    const next = vi.fn()
    press(next)
    vi.advanceTimersByTime(LONG_PRESS_MS + FRAME)
    expect(next).toHaveBeenCalledOnce()
  })

  it('gives up when told to', () => {
    const fire = vi.fn()
    const stop = press(fire)
    stop()
    vi.advanceTimersByTime(LONG_PRESS_MS + FRAME)
    expect(fire).not.toHaveBeenCalled()
  })

  it('swallows the mouse events and click the browser makes of the lift, and only those', () => {
    press(vi.fn())
    vi.advanceTimersByTime(LONG_PRESS_MS + FRAME)
    const heard: string[] = []
    for (const kind of ['mousedown', 'click']) target.addEventListener(kind, () => heard.push(kind))
    target.dispatchEvent(pointer('pointerup', 1))
    const click = new Event('click', { cancelable: true })
    target.dispatchEvent(new Event('mousedown', { cancelable: true }))
    target.dispatchEvent(click)
    expect(heard).toEqual([])
    expect(click.defaultPrevented).toBe(true)
    vi.advanceTimersByTime(RELEASE_MS)
    target.dispatchEvent(new Event('click'))
    expect(heard).toEqual(['click'])
  })

  it('stops swallowing at the next press: a quick tap after the lift keeps its click', () => {
    press(vi.fn())
    vi.advanceTimersByTime(LONG_PRESS_MS + FRAME)
    const heard: string[] = []
    for (const kind of ['mousedown', 'click']) target.addEventListener(kind, () => heard.push(kind))
    target.dispatchEvent(pointer('pointerup', 1))
    target.dispatchEvent(new Event('click', { cancelable: true }))
    vi.advanceTimersByTime(RELEASE_MS / 3)
    target.dispatchEvent(pointer('pointerdown', 2))
    target.dispatchEvent(pointer('pointerup', 2))
    target.dispatchEvent(new Event('mousedown'))
    target.dispatchEvent(new Event('click'))
    expect(heard).toEqual(['mousedown', 'click'])
  })

  it('leaves the click of a tap alone', () => {
    press(vi.fn())
    target.dispatchEvent(pointer('pointerup', 1))
    const heard: string[] = []
    target.addEventListener('click', () => heard.push('click'))
    target.dispatchEvent(new Event('click'))
    expect(heard).toEqual(['click'])
  })
})
