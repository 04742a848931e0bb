// The browser's room client when its server goes (issue #43): a host, a guest (invite link) and a watch screen at a
// game on one `npm start` process (no Redis: logs in files); the process is killed (-9) and started again; every
// client comes back by itself — same room, same seats, the whole log — and the table plays on.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { chooseAction } from '../../../src/engine/bot/index.ts'
import { stateHash } from '../../../src/protocol/stateHash.ts'
import { createRoomClient, type RoomClient } from '../../../src/state/room/roomClient.ts'
import { inviteLink, watchLink } from '../../../src/state/room/roomLinks.ts'
import { freePort, startGameServer, stop, type Child } from '../../server/processes.ts'
import { until } from './roomHelpers.ts'

const PAGE = 'https://museum.example/'
const dir = mkdtempSync(join(tmpdir(), 'midnight-rooms-'))
const children: Child[] = []
const clients: RoomClient[] = []

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave()))
  await Promise.all(children.map((c) => stop(c)))
  rmSync(dir, { recursive: true, force: true })
})

/** The host (holding every investigator) makes `moves` bot moves; every client follows each one. */
async function play(host: RoomClient, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const { state, log } = host.view()
    const action = chooseAction(state!)
    if (action.type === 'reportRoll')
      host.throwDice({ rollId: action.rollId, seed: 0, impulse: [0, 0, 0], spin: [0, 0, 0], from: [0, 0, 0] })
    else expect(await host.propose(action)).toEqual({ ok: true, value: log.length })
    await Promise.all(clients.map((c) => until(c, (v) => v.log.length === log.length + 1)))
  }
}

describe('room client resuming', () => {
  it('comes back by itself to a room its restarted server reopens from disk', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    children.push(await startGameServer(port, { DATA_DIR: dir }))
    const host = createRoomClient({ endpoint: url })
    expect((await host.host('Host', { setup: { seed: 5, investigators: 2 } })).ok).toBe(true)
    const { roomId, invite, watch } = host.view()
    const guest = createRoomClient({ endpoint: url })
    const watcher = createRoomClient({ endpoint: url })
    clients.push(host, guest, watcher)
    expect((await guest.join(inviteLink(roomId!, invite!, PAGE), 'Guest')).ok).toBe(true)
    expect((await watcher.join(watchLink(roomId!, watch!, PAGE), 'Watcher')).ok).toBe(true)
    await play(host, 12)
    const before = { log: host.view().log.length, you: guest.view().you, hash: stateHash(host.view().state!) }

    await stop(children[0]!)
    await Promise.all(clients.map((c) => until(c, (v) => v.connection !== 'connected')))
    children.push(await startGameServer(port, { DATA_DIR: dir }))
    await Promise.all(clients.map((c) => until(c, (v) => v.connection === 'connected', 20_000)))
    for (const c of clients) {
      expect(c.view()).toMatchObject({ roomId, mismatches: 0, lostReason: null })
      expect(c.view().log).toHaveLength(before.log)
      expect(stateHash(c.view().state!)).toBe(before.hash)
    }
    expect(guest.view().you).toEqual(before.you)
    expect(watcher.view().you).toEqual({ role: 'watcher' })
    expect(host.view()).toMatchObject({ invite, watch })
    await play(host, 6)
  }, 90_000)
})
