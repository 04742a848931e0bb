// Invite, watch and big-screen links: built on the page's address, read back, and anything else refused with a sentence.
import { describe, expect, it } from 'vitest'
import { bigScreenLink, inviteLink, linkFor, parseRoomLink, watchLink } from '../../../src/state/room/roomLinks.ts'
import { memorySeatStorage, seatKey, seatTokens } from '../../../src/state/room/seatStorage.ts'

const ID = 'Ab3_-Cd4Ef5Gh6Ij7Kl8Mn9O'
const CAP = 'Zz9_yY8-xX7wW6vV5uU4tT3s'

describe('room links', () => {
  it('builds capability links on the page address and reads them back', () => {
    const invite = inviteLink(ID, CAP, 'https://museum.example/play/#/old')
    expect(invite).toBe(`https://museum.example/play/#/room?id=${ID}&invite=${CAP}`)
    expect(parseRoomLink(invite)).toEqual({ ok: true, value: { roomId: ID, invite: CAP } })
    const watch = watchLink(ID, CAP, 'https://museum.example/')
    expect(parseRoomLink(watch)).toEqual({ ok: true, value: { roomId: ID, watch: CAP } })
    expect(parseRoomLink(`#/room?id=${ID}&watch=${CAP}`)).toEqual({ ok: true, value: { roomId: ID, watch: CAP } })
    expect(linkFor({ roomId: ID, watch: CAP }, 'https://m.example/')).toBe(watch.replace('museum', 'm'))
  })

  it('reads a big screen link as a watch link that shows the invite, in either order', () => {
    const WATCH = 'Wa7_ch-Cap8Tok9en0Abc1Def'
    const big = bigScreenLink(ID, WATCH, CAP, 'https://museum.example/#/play')
    expect(big).toBe(`https://museum.example/#/room?id=${ID}&watch=${WATCH}&invite=${CAP}`)
    const read = { ok: true, value: { roomId: ID, watch: WATCH, shownInvite: CAP } }
    expect(parseRoomLink(big)).toEqual(read)
    expect(parseRoomLink(`#/room?invite=${CAP}&id=${ID}&watch=${WATCH}`)).toEqual(read)
    expect(linkFor({ roomId: ID, watch: WATCH, shownInvite: CAP }, 'https://museum.example/')).toBe(big)
    // What it grants is a view: the room client takes a seat only for a link with an `invite` of its own.
    const parsed = parseRoomLink(big)
    expect(parsed.ok && 'invite' in parsed.value).toBe(false)
  })

  it.each([
    ['not a link at all', 'hello'],
    ['another route', `https://m.example/#/play?id=${ID}&invite=${CAP}`],
    ['no capability', `https://m.example/#/room?id=${ID}`],
    ['a big screen link without its id', `#/room?watch=${CAP}&invite=${CAP}`],
    ['a big screen link with a bad invite', `#/room?id=${ID}&watch=${CAP}&invite=abc`],
    ['a repeated invite', `#/room?id=${ID}&watch=${CAP}&invite=${CAP}&invite=${CAP}`],
    ['a repeated parameter', `#/room?id=${ID}&id=${ID}&invite=${CAP}`],
    ['an extra parameter', `#/room?id=${ID}&invite=${CAP}&x=1`],
    ['a short token', `#/room?id=${ID}&invite=abc`],
    ['odd characters', `#/room?id=${ID}&invite=${CAP.slice(0, 20)}%3Cb%3E`],
    ['a second query', `#/room?id=${ID}&invite=${CAP}?x`],
    ['not a string', 42],
    ['a huge string', `#/room?id=${'a'.repeat(5000)}`],
  ])('refuses %s with a sentence', (_what, text) => {
    const parsed = parseRoomLink(text)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error).toMatch(/table link/)
  })
})

describe('seat storage', () => {
  it('keeps, reads and forgets a token per room, and survives a storage that throws', () => {
    const storage = memorySeatStorage()
    const tokens = seatTokens(storage)
    tokens.set(ID, CAP)
    expect(storage.getItem(seatKey(ID))).toBe(CAP)
    expect(tokens.get(ID)).toBe(CAP)
    tokens.forget(ID)
    expect(tokens.get(ID)).toBeNull()
    const broken = seatTokens({
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    })
    expect(() => broken.set(ID, CAP)).not.toThrow()
    expect(broken.get(ID)).toBeNull()
    expect(() => broken.forget(ID)).not.toThrow()
  })
})
