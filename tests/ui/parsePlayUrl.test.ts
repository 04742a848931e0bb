import { describe, expect, it } from 'vitest'
import { DEFAULT_CONTENT_SET, catalogFor, createGame } from '../../src/engine/index.ts'
import { parsePlayUrl } from '../../src/ui/setup/parsePlayUrl.ts'
import { playHash } from '../../src/ui/setup/playHash.ts'
import { setupFromChoices, type SetupChoices } from '../../src/ui/setup/setupFromChoices.ts'

const content = catalogFor(DEFAULT_CONTENT_SET).content
const [ada, ruth] = content.investigators.map((i) => i.id)
const ancientOne = content.ancientOnes[1]?.id ?? ''

describe('parsePlayUrl', () => {
  it('accepts a seed and a count', () => {
    expect(parsePlayUrl('seed=42&investigators=2')).toEqual({
      ok: true,
      value: { seed: 42, investigators: 2, content: DEFAULT_CONTENT_SET },
    })
  })

  it('accepts investigator ids, an Ancient One and a ruleset', () => {
    const result = parsePlayUrl(`seed=0&investigators=${ada},${ruth}&ancientOne=${ancientOne}&ruleset=first-printing`)
    expect(result).toEqual({
      ok: true,
      value: {
        seed: 0,
        investigators: [ada, ruth],
        ancientOne,
        ruleset: 'first-printing',
        content: DEFAULT_CONTENT_SET,
      },
    })
  })

  it('round-trips through playHash, and the setup starts a game', () => {
    const result = parsePlayUrl(`seed=2147483647&investigators=8&ancientOne=${ancientOne}&ruleset=revised`)
    if (!result.ok) throw new Error(result.error)
    const hash = playHash(result.value)
    expect(parsePlayUrl(hash.slice(hash.indexOf('?') + 1))).toEqual(result)
    expect(createGame(result.value).players).toHaveLength(8)
  })

  it.each([
    ['', /seed is missing/],
    ['investigators=2', /seed is missing/],
    ['seed=abc&investigators=2', /seed "abc" is not a whole number/],
    ['seed=-1&investigators=2', /seed "-1" is not a whole number/],
    ['seed=4.5&investigators=2', /seed "4.5" is not a whole number/],
    ['seed=2147483648&investigators=2', /larger than 2147483647/],
    ['seed=42', /investigators are missing/],
    ['seed=42&investigators=', /investigators are missing/],
    ['seed=42&investigators=0', /1 to 8 investigators, not 0/],
    ['seed=42&investigators=9', /1 to 8 investigators, not 9/],
    ['seed=42&investigators=nobody', /no investigator "nobody"/],
    [`seed=42&investigators=${ada},${ada}`, new RegExp(`"${ada}" is chosen twice`)],
    [`seed=42&investigators=${ada},`, /investigator id in the list is empty/],
    ['seed=42&investigators=2&ancientOne=dagon', /no Ancient One "dagon"/],
    ['seed=42&investigators=2&ruleset=house', /ruleset "house" is unknown/],
    ['seed=42&investigators=2&players=3', /unknown setting "players"/],
    ['seed=42&seed=43&investigators=2', /"seed" is given twice/],
  ])('refuses %j with a specific message', (query, message) => {
    const result = parsePlayUrl(query)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(message)
  })

  it('refuses nine investigator ids', () => {
    const nine = content.investigators.slice(0, 9).map((i) => i.id)
    const result = parsePlayUrl(`seed=1&investigators=${nine.join(',')}`)
    expect(result).toEqual({ ok: false, error: 'A game takes 1 to 8 investigators, not 9.' })
  })
})

describe('setupFromChoices', () => {
  const base: SetupChoices = {
    ancientOne: null,
    count: 2,
    seats: [null, null, null, null, null, null, null, null],
    ruleset: 'revised',
    seed: '7',
  }

  it('leaves random seats to the seed when none is picked', () => {
    expect(setupFromChoices(base)).toMatchObject({ ok: true, value: { seed: 7, investigators: 2 } })
  })

  it('fills random seats from the investigators not picked', () => {
    const result = setupFromChoices({ ...base, count: 3, seats: [null, ada ?? '', null, null] }, () => 0)
    if (!result.ok) throw new Error(result.error)
    const ids = result.value.investigators as string[]
    expect(ids).toHaveLength(3)
    expect(ids[1]).toBe(ada)
    expect(new Set(ids).size).toBe(3)
  })

  it('refuses the same investigator in two seats and a seed that is not a number', () => {
    const name = content.investigators[0]?.name
    expect(setupFromChoices({ ...base, seats: [ada ?? '', ada ?? ''] })).toEqual({
      ok: false,
      error: `${name} is chosen for two seats: pick someone else for one of them.`,
    })
    expect(setupFromChoices({ ...base, seed: 'soon' })).toEqual({
      ok: false,
      error: 'The seed "soon" is not a whole number from 0 to 2147483647.',
    })
  })
})
