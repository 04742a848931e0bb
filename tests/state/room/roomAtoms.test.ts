// The jotai binding follows the client's view while mounted; entering fails cleanly (refused or unreachable)
// without a server, through the injectable SDK constructor.
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { roomViewAtom } from '../../../src/state/room/roomAtoms.ts'
import { createRoomClient, type ClientConstructor } from '../../../src/state/room/roomClient.ts'

class FakeClient {
  constructor(readonly endpoint: string) {}
  create(): Promise<never> {
    return Promise.reject(Object.assign(new Error('A room needs a name and a setup.'), { name: 'ServerError' }))
  }
  joinById(): Promise<never> {
    return Promise.reject(new TypeError('fetch failed'))
  }
}

describe('room atoms', () => {
  it('mirrors the view and reports refused and unreachable entries', async () => {
    const client = createRoomClient({ endpoint: 'http://x.test', Client: FakeClient as unknown as ClientConstructor })
    const store = createStore()
    const viewAtom = roomViewAtom(client)
    const seen: string[] = []
    const off = store.sub(viewAtom, () => seen.push(store.get(viewAtom).connection))
    expect(store.get(viewAtom).connection).toBe('idle')
    expect(await client.host('Host', { setup: { seed: 1, investigators: 2 } })).toEqual({
      ok: false,
      error: { code: 'REFUSED', message: 'A room needs a name and a setup.' },
    })
    expect(seen).toEqual(['connecting', 'idle'])
    expect(store.get(viewAtom).lostReason).toMatch(/name and a setup/)
    const joined = await client.returnToSeat('Ab3_-Cd4Ef5Gh6Ij7Kl8Mn9O', 'Zz9_yY8-xX7wW6vV5uU4tT3s')
    expect(joined).toMatchObject({ ok: false, error: { code: 'UNREACHABLE' } })
    expect(await client.propose({ type: 'endTurn' } as never)).toMatchObject({ error: { code: 'NOT_CONNECTED' } })
    off()
  })
})
