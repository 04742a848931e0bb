// The browser's world host, driven by hand: the first world goes to the first asker, a fresh one is asked for by a
// new key, a world lost to a rebuilt canvas is replaced, and the same world attached twice keeps its dice.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createDiceWorld,
  loadRapier,
  type DiceWorld,
  type Rapier,
  type WorldBinding,
} from '../../../src/physics/index.ts'
import { createDeclaredHost } from '../../../src/scene/tray/declaredHost.ts'

let rapier: Rapier
beforeAll(async () => {
  rapier = await loadRapier()
})

/** A world as <TrayPhysics> would hand it over: the tray built, stepped by whoever declared it. */
function declared(): { rapier: Rapier; binding: WorldBinding } {
  const { world } = createDiceWorld(rapier)
  const noop = () => undefined
  return { rapier, binding: { world, step: () => world.step(), listen: noop, forget: noop, free: noop } }
}

describe('createDeclaredHost', () => {
  it('hands its first world over at once, and asks for a fresh one under a new key after that', () => {
    const host = createDeclaredHost()
    const got: DiceWorld[] = []
    host.attach(declared())
    host.fresh((w) => got.push(w))
    expect(got).toHaveLength(1)
    expect(host.generation).toBe(0)
    host.fresh((w) => got.push(w))
    expect(got).toHaveLength(1) // waits for the remount
    expect(host.generation).toBe(1)
    host.attach(null)
    host.attach(declared())
    expect(got).toHaveLength(2)
    expect(got[1]).not.toBe(got[0])
  })

  it('replaces a world lost without being asked for through onLost', () => {
    const host = createDeclaredHost()
    const lost: DiceWorld[] = []
    host.onLost = (w) => lost.push(w)
    host.attach(declared())
    host.fresh(() => undefined)
    host.attach(null)
    host.attach(declared())
    expect(lost).toHaveLength(1)
  })

  it('keeps the world it handed over when the same world is attached again', () => {
    const host = createDeclaredHost()
    const lost: DiceWorld[] = []
    host.onLost = (w) => lost.push(w)
    const world = declared()
    let given: DiceWorld | null = null
    host.attach(world)
    host.fresh((w) => (given = w))
    host.attach(null)
    host.attach(world)
    expect(lost).toEqual([])
    expect(host.ready).toBe(true)
    host.fresh((w) => expect(w).not.toBe(given))
    expect(host.generation).toBe(1)
  })

  // <Physics> frees its world in an effect cleanup (StrictMode runs it in development) and makes a new one behind
  // the same proxy object: the dice of the freed world must not be kept ("null pointer passed to rust").
  it('treats the same world object with a new body set as a fresh world, and replaces the dice', () => {
    const host = createDeclaredHost()
    const lost: DiceWorld[] = []
    host.onLost = (w) => lost.push(w)
    const first = declared()
    const behindTheProxy = { current: first.binding.world }
    const proxy = new Proxy({} as typeof first.binding.world, {
      get: (_, prop) => Reflect.get(behindTheProxy.current, prop),
    })
    const binding = { ...first.binding, world: proxy }
    let given: DiceWorld | null = null
    host.attach({ rapier, binding })
    host.fresh((w) => (given = w))
    host.attach(null)
    behindTheProxy.current.free()
    behindTheProxy.current = declared().binding.world
    host.attach({ rapier, binding })
    expect(lost).toHaveLength(1)
    expect(lost[0]).not.toBe(given)
  })
})
