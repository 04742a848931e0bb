import { describe, expect, it } from 'vitest'
import { dropPose } from '../../../src/scene/tokens/dropPose.ts'
import { progress } from '../../../src/scene/game/sceneTimeline.ts'

// The pose each token had before the doom tokens and the Elder Signs shared one timeline.
function inline(
  reduced: boolean,
  start: number | undefined,
  seconds: number,
  height: number,
  shown: boolean,
  at: number,
) {
  const p = start === undefined ? 1 : progress(start, reduced ? 0.2 : seconds, at)
  return { lift: reduced ? 0 : (1 - p) * height, scale: shown ? (reduced ? p : p > 0 ? 1 : 0) : 0 }
}

describe('dropPose', () => {
  const starts = [undefined, 0, 1, 2.5]
  const times = [-1, 0, 0.1, 0.3, 0.55, 0.6, 1, 1.2, 3, 10]
  const cases = [
    { seconds: 0.55, height: 9 },
    { seconds: 0.6, height: 6 },
  ]
  it.each(cases)(
    'matches the drop of $seconds s over $height for every start, time and motion',
    ({ seconds, height }) => {
      for (const reduced of [false, true])
        for (const shown of [false, true])
          for (const start of starts)
            for (const at of times)
              expect({ ...dropPose({ reduced }, start, seconds, height, shown, at) }).toEqual(
                inline(reduced, start, seconds, height, shown, at),
              )
    },
  )

  it('rests a placed token at full scale with no lift', () => {
    expect({ ...dropPose({ reduced: false }, undefined, 0.55, 9, true, 0) }).toEqual({ lift: 0, scale: 1 })
  })

  it('hides a token until its drop begins, then shows it high above its space', () => {
    expect(dropPose({ reduced: false }, 5, 0.55, 9, true, 5).scale).toBe(0)
    const pose = dropPose({ reduced: false }, 5, 0.55, 9, true, 5.01)
    expect(pose.scale).toBe(1)
    expect(pose.lift).toBeGreaterThan(8.9)
  })
})
