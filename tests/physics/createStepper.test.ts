// The one fixed-step loop, stepped by hand: whole steps only, a cap per frame, and nothing carried past a roll's end.
import { describe, expect, it } from 'vitest'
import { createStepper } from '../../src/physics/createStepper.ts'
import { PHYSICS } from '../../src/physics/physicsConfig.ts'

describe('createStepper', () => {
  it('takes one step per whole timestep of frame time and carries the rest to the next frame', () => {
    const stepper = createStepper()
    let steps = 0
    stepper.advance(PHYSICS.timestep * 2.5, () => (steps++, false))
    expect(steps).toBe(2)
    stepper.advance(PHYSICS.timestep * 0.5, () => (steps++, false))
    expect(steps).toBe(3)
  })

  it('takes at most one second of steps in one frame, however long the frame (the tab was away)', () => {
    const stepper = createStepper()
    let steps = 0
    stepper.advance(10, () => (steps++, false))
    expect(steps).toBe(Math.round(1 / PHYSICS.timestep))
  })

  it('stops when the roll is done and drops the time left, so the next roll starts on a step of its own', () => {
    const stepper = createStepper()
    let steps = 0
    stepper.advance(PHYSICS.timestep * 10.5, () => ++steps === 3)
    expect(steps).toBe(3)
    steps = 0
    stepper.advance(PHYSICS.timestep * 0.75, () => (steps++, false))
    expect(steps).toBe(0)
  })

  it('counts a roll from its start: the first frame after a restart takes at most 1/60 s, whatever came before', () => {
    const stepper = createStepper()
    let steps = 0
    stepper.advance(PHYSICS.timestep * 0.75, () => (steps++, false))
    stepper.restart()
    stepper.advance(3, () => (steps++, false)) // the table stood still for three seconds before the throw
    expect(steps).toBe(Math.floor(1 / 60 / PHYSICS.timestep + 1e-9))
    steps = 0
    stepper.advance(10, () => (steps++, false)) // then every frame counts whole again
    expect(steps).toBe(Math.round(1 / PHYSICS.timestep))
  })
})
