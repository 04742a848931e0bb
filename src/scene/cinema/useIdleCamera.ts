// The idle camera's clock and its wake-up: any input (pointer, key, wheel, touch) restarts the idle time and
// brings the player's view back at once; after the idle time with no input, in presentation mode and without
// reduced motion, the drift begins. One timer, re-armed only when it fires: a moving pointer costs a number.
import { useEffect, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import type { CinemaKit, ViewControls } from './cinemaKit.ts'
import { holdCamera, isStaging, realSeconds, releaseCamera } from './cinemaKit.ts'
import { idleIn, isIdle, touch } from './idleClock.ts'

/** What the drift waits for besides the idle time (read when the timer fires). */
export type DriftGate = {
  /** Presentation mode is on and reduced motion is off. */
  readonly allowed: boolean
  /** Something on the table still moves (a roll, an animation): the drift waits its turn. */
  readonly busy: () => boolean
}

const INPUTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const

export function useIdleCamera(kit: CinemaKit, gate: DriftGate, onSkip: () => void): void {
  const get = useThree((s) => s.get)
  const invalidate = useThree((s) => s.invalidate)
  const gateRef = useRef(gate)
  const skipRef = useRef(onSkip)
  useEffect(() => {
    gateRef.current = gate
    skipRef.current = onSkip
  })

  // Ends the drift (presentation off, reduced motion on).
  useEffect(() => {
    if (gate.allowed || kit.driftSince === null) return
    kit.driftSince = null
    if (!isStaging(kit)) releaseCamera(kit, get().camera, get().controls as ViewControls | null)
    invalidate()
    kit.rearm()
  }, [gate.allowed, kit, get, invalidate])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(fire, idleIn(kit.idle, realSeconds()) * 1000 + 20)
    }
    const fire = () => {
      timer = undefined
      const at = realSeconds()
      if (!isIdle(kit.idle, at)) return arm()
      kit.idleNoticed = true
      const { allowed, busy } = gateRef.current
      if (allowed && !busy() && !isStaging(kit) && kit.driftSince === null) {
        const { camera, controls } = get()
        holdCamera(kit, camera, controls as ViewControls | null)
        kit.driftSince = at
        invalidate()
        return
      }
      // Not now: look again after another idle span.
      touch(kit.idle, at)
      arm()
    }
    kit.rearm = arm
    arm()

    let swallow = false
    const consume = (event: Event) => {
      event.preventDefault()
      event.stopImmediatePropagation()
    }
    const onInput = (event: Event) => {
      touch(kit.idle, realSeconds())
      kit.idleNoticed = false
      if (timer === undefined && kit.driftSince === null) arm() // the timer sleeps only while the camera drifts
      const press = event.type === 'keydown' || event.type === 'pointerdown'
      if (press) swallow = false
      // A key or click during a staged moment skips it and does nothing else.
      if (press && isStaging(kit)) {
        skipRef.current()
        consume(event)
        swallow = event.type === 'pointerdown'
        return
      }
      if (kit.driftSince === null) return
      kit.driftSince = null
      const { camera, controls, gl } = get()
      releaseCamera(kit, camera, controls as ViewControls | null)
      invalidate()
      arm()
      // A tap on the table that woke it was aimed at the drifting picture: it wakes the view and nothing else.
      if (
        event.type === 'pointerdown' &&
        event.target instanceof Node &&
        gl.domElement.parentElement?.contains(event.target)
      ) {
        consume(event)
        swallow = true
      }
    }
    const onRest = (event: Event) => {
      if (!swallow) return
      consume(event)
      if (event.type === 'click') swallow = false
    }
    for (const type of INPUTS)
      window.addEventListener(type, onInput, { capture: true, passive: type === 'wheel' || type === 'touchstart' })
    window.addEventListener('pointerup', onRest, { capture: true })
    window.addEventListener('click', onRest, { capture: true })
    return () => {
      clearTimeout(timer)
      kit.rearm = () => undefined
      for (const type of INPUTS) window.removeEventListener(type, onInput, { capture: true })
      window.removeEventListener('pointerup', onRest, { capture: true })
      window.removeEventListener('click', onRest, { capture: true })
    }
  }, [kit, get, invalidate])
}
