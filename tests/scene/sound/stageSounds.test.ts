import { describe, expect, it } from 'vitest'
import { createTableSound } from '../../../src/scene/sound/tableSound.ts'
import { STAGE_SOUND_SECONDS } from '../../../src/scene/sound/stageSounds.ts'
import { FakeAudioContext, asAudioContext } from './fakeAudio.ts'

function setUp(muted: boolean) {
  const contexts: FakeAudioContext[] = []
  const sound = createTableSound({
    settings: { muted, volume: 0.8 },
    createContext: () => {
      const ctx = new FakeAudioContext()
      contexts.push(ctx)
      return asAudioContext(ctx)
    },
  })
  return { sound, contexts }
}

describe('playStage', () => {
  it.each([
    ['midnight', 7],
    ['awakening', 4],
    ['won', 5],
    ['lost', 4],
  ] as const)("%s: starts its voices at the asked time and counts one moment's sound", (kind, voices) => {
    const { sound, contexts } = setUp(false)
    sound.playStage(kind, 0.25)
    const ctx = contexts[0]!
    expect(ctx.started.filter((s) => s.kind === 'oscillator' && s.at === ctx.currentTime + 0.25)).toHaveLength(voices)
    expect(sound.count()).toEqual({ clatter: 0, tick: 0, drone: 0, stage: 1 })
    expect(STAGE_SOUND_SECONDS).toBeGreaterThan(2)
  })

  it('builds nothing while muted', () => {
    const { sound, contexts } = setUp(true)
    sound.playStage('midnight')
    expect(contexts).toHaveLength(0)
    expect(sound.count().stage).toBe(0)
  })
})
