// Issue 43: a full table, too many new tables from one address or a full server is not a wrong link: the player
// reads the server's sentence (wait, try later) and keeps the seat token, instead of "ask for a fresh link".
import { describe, expect, it } from 'vitest'
import { entryRefusal } from '../../../src/state/room/refusals.ts'

const thrown = (code: number, message: string) => Object.assign(new Error(message), { name: 'MatchMakeError', code })

describe('entryRefusal', () => {
  it('tells a busy door from a wrong link', () => {
    for (const status of [409, 429, 503])
      expect(entryRefusal(thrown(status, 'This table has no free seat.'))).toEqual({
        code: 'BUSY',
        message: 'This table has no free seat.',
      })
    expect(entryRefusal(thrown(403, 'That link does not open this table.'))).toEqual({
      code: 'REFUSED',
      message: 'That link does not open this table.',
    })
    expect(entryRefusal(new TypeError('fetch failed')).code).toBe('UNREACHABLE')
  })
})
