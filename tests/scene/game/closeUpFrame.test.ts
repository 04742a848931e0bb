import { describe, expect, it } from 'vitest'
import { PerspectiveCamera, Vector3 } from 'three'
import { closeUpFrame } from '../../../src/scene/game/closeUpFrame.ts'
import { GAME_CAMERA } from '../../../src/state/gameCamera.ts'
import { DEFAULT_FRAME } from '../../../src/state/tableFrame.ts'
import { CLUES, INVESTIGATOR, RING } from '../../../src/scene/layout/tablePlan.ts'
import { catalogFor, createGame } from '../../../src/engine/index.ts'
import { cloneState } from '../../../src/engine/state.ts'
import { tableLayout } from '../../../src/scene/layout/tableLayout.ts'
import { TRAY_PLACE } from '../../../src/scene/hands/trayPlace.ts'

/** Where a table point lies in the default view's units (the camera's aspect 1). */
function inView(x: number, z: number) {
  const camera = new PerspectiveCamera(GAME_CAMERA.fov, 1, 1, 700)
  camera.position.set(...GAME_CAMERA.position)
  camera.lookAt(...GAME_CAMERA.target)
  camera.updateMatrixWorld()
  const p = new Vector3(x, 0, z).project(camera)
  return { u: p.x, v: p.y }
}

describe('closeUpFrame', () => {
  const frame = closeUpFrame()
  const holds = ({ u, v }: { u: number; v: number }) => u > frame.u0 && u < frame.u1 && v > frame.v0 && v < frame.v1

  it('holds the card in focus, the tray and the investigator’s card', () => {
    expect(holds(inView(0, RING.centre[2] + RING.radius))).toBe(true)
    expect(holds(inView(TRAY_PLACE.x, TRAY_PLACE.z))).toBe(true)
    expect(holds(inView(INVESTIGATOR.centre[0], INVESTIGATOR.centre[2]))).toBe(true)
  })

  it('holds every clue token, where a reroll spends them', () => {
    const state = cloneState(createGame({ seed: 7, investigators: 1, content: 'original' }))
    state.players[0]!.clues = 6
    const clues = tableLayout(state, catalogFor('original')).clues
    expect(clues).toHaveLength(6)
    // Whole: the left edge of each token.
    for (const [x, , z] of clues) expect(holds(inView(x - CLUES.token / 2, z)), `a clue at z ${z}`).toBe(true)
  })

  it('leaves the clock and the Ancient One out, and draws what it holds at least 1.5 times larger', () => {
    expect(holds(inView(...([RING.centre[0], RING.centre[2]] as const)))).toBe(false)
    expect(holds(inView(0, -37))).toBe(false)
    const zoom = Math.min(
      (DEFAULT_FRAME.u1 - DEFAULT_FRAME.u0) / (frame.u1 - frame.u0),
      (DEFAULT_FRAME.v1 - DEFAULT_FRAME.v0) / (frame.v1 - frame.v0),
    )
    expect(zoom).toBeGreaterThan(1.5)
  })

  it('is worked out once', () => {
    expect(closeUpFrame()).toBe(frame)
  })
})
