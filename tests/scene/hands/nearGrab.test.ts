import { describe, expect, it } from 'vitest'
import { FINGER_REACH, nearestDie } from '../../../src/scene/hands/nearGrab.ts'

const dice = [
  { id: 1, x: 100, y: 100, where: 'tray' },
  { id: 2, x: 112, y: 100, where: 'tray' },
  { id: 3, x: 300, y: 300, where: 'row' },
  { id: 4, x: 200, y: 200, where: 'hand' },
]

describe('nearestDie', () => {
  it('takes the nearest die within reach', () => {
    expect(nearestDie(dice, 109, 104, FINGER_REACH)).toBe(2)
    expect(nearestDie(dice, 95, 100, FINGER_REACH)).toBe(1)
    expect(nearestDie(dice, 310, 290, FINGER_REACH)).toBe(3)
  })

  it('takes nothing out of reach, nor the die already in the hand', () => {
    expect(nearestDie(dice, 160, 160, FINGER_REACH)).toBeNull()
    expect(nearestDie(dice, 200, 200, FINGER_REACH)).toBeNull()
  })
})
