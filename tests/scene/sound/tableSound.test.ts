import { describe, expect, it } from 'vitest'
import { createTableSound } from '../../../src/scene/sound/tableSound.ts'
import { DIE_WEIGHT } from '../../../src/physics/physicsConfig.ts'
import { FakeAudioContext, asAudioContext } from './fakeAudio.ts'

function setUp(settings = { muted: false, volume: 0.8 }) {
  const contexts: FakeAudioContext[] = []
  const sound = createTableSound({
    settings,
    createContext: () => {
      const ctx = new FakeAudioContext()
      contexts.push(ctx)
      return asAudioContext(ctx)
    },
  })
  return { sound, contexts }
}

const HARD = DIE_WEIGHT * 200

describe('createTableSound', () => {
  it('plays a tick, a drone and a clatter into one context, at the master volume', () => {
    const { sound, contexts } = setUp({ muted: false, volume: 0.6 })
    sound.playTick()
    sound.playDrone(0.5)
    sound.playClatter(HARD, 2)
    expect(contexts).toHaveLength(1)
    const ctx = contexts[0]!
    expect(ctx.masterGain()?.value).toBe(0.6)
    expect(sound.count()).toEqual({ clatter: 1, tick: 1, drone: 1, stage: 0 })
    // The drone's oscillators start half a second after the tick's.
    const droneStarts = ctx.started.filter((s) => s.at === ctx.currentTime + 0.5)
    expect(droneStarts).toHaveLength(3)
  })

  it('builds nothing at all while muted, and never creates a context', () => {
    const { sound, contexts } = setUp({ muted: true, volume: 0.8 })
    sound.playTick()
    sound.playDrone()
    sound.playClatter(HARD)
    sound.resume()
    expect(contexts).toHaveLength(0)
    expect(sound.count()).toEqual({ clatter: 0, tick: 0, drone: 0, stage: 0 })
  })

  it('silences the master at once when muted after playing, and builds nothing more', () => {
    const { sound, contexts } = setUp()
    sound.playTick()
    const ctx = contexts[0]!
    const built = ctx.nodes.length
    sound.setSettings({ muted: true, volume: 0.8 })
    expect(ctx.masterGain()?.value).toBe(0)
    sound.playTick()
    sound.playClatter(HARD)
    expect(ctx.nodes.length).toBe(built)
    sound.setSettings({ muted: false, volume: 0.3 })
    expect(ctx.masterGain()?.value).toBe(0.3)
  })

  it('treats volume 0 as silence', () => {
    const { sound, contexts } = setUp({ muted: false, volume: 0 })
    sound.playDrone()
    expect(contexts).toHaveLength(0)
  })

  it('asks a suspended context to resume and plays nothing until it runs', () => {
    const { sound, contexts } = setUp()
    sound.resume()
    const ctx = contexts[0]!
    ctx.state = 'suspended'
    sound.playTick()
    expect(ctx.resumes).toBeGreaterThan(0)
    expect(ctx.started).toHaveLength(0)
    ctx.state = 'running'
    sound.playTick()
    expect(ctx.started.length).toBeGreaterThan(0)
  })

  it('keeps the clatter quiet for a resting touch and one sound per die per burst of contacts', () => {
    const { sound, contexts } = setUp()
    sound.playClatter(DIE_WEIGHT) // the weight of a die resting: no sound
    expect(sound.count().clatter).toBe(0)
    sound.playClatter(HARD, 1)
    sound.playClatter(HARD, 1) // the same instant, the same die: one knock
    sound.playClatter(HARD, 2)
    expect(sound.count().clatter).toBe(2)
    contexts[0]!.currentTime += 0.2
    sound.playClatter(HARD, 1)
    expect(sound.count().clatter).toBe(3)
  })

  it('stays silent where there is no Web Audio', () => {
    const sound = createTableSound({ createContext: () => null })
    sound.playTick()
    sound.playClatter(HARD)
    expect(sound.count()).toEqual({ clatter: 0, tick: 0, drone: 0, stage: 0 })
  })
})
