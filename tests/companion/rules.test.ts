import { describe, expect, it } from 'vitest'
import {
  DMD_DIE_FACES,
  DMD_LIMITS,
  EH_LIMITS,
  addAhDie,
  ahAdvice,
  ahDiceCount,
  ahOdds,
  ahSetupProblem,
  dmdAdvice,
  dmdOdds,
  dmdRollProblem,
  dmdSetupProblem,
  ehAdvice,
  ehDiceCount,
  ehOdds,
  ehSetupProblem,
  isPipSuccess,
  rerollDmdDie,
  rerollEhDie,
  scoreAhRoll,
  scoreDmdRoll,
  scoreEhRoll,
  type AhRoll,
  type DmdDie,
  type DmdRoll,
  type EhRoll,
} from '../../src/companion/index.ts'

const black = (face: DmdDie['face']): DmdDie => ({ kind: 'black', face })
const green = (face: DmdDie['face']): DmdDie => ({ kind: 'green', face })

describe('Death May Die dice', () => {
  it('has the faces of the black and green dice (bonus dice have no tentacle)', () => {
    const count = (kind: 'black' | 'green', face: string) => DMD_DIE_FACES[kind].filter((x) => x === face).length
    expect([count('black', 'success'), count('black', 'successTentacle'), count('black', 'tentacle')]).toEqual([
      2, 1, 1,
    ])
    expect([count('black', 'elderSign'), count('black', 'blank')]).toEqual([1, 1])
    expect([count('green', 'success'), count('green', 'successElderSign'), count('green', 'elderSign')]).toEqual([
      2, 1, 1,
    ])
    expect(count('green', 'blank')).toBe(2)
    expect(DMD_DIE_FACES.green.some((face) => face === 'tentacle' || face === 'successTentacle')).toBe(false)
  })

  it.each([
    { faces: ['blank', 'success', 'successTentacle'], green: ['elderSign'], successes: 2, elderSigns: 1, tentacles: 1 },
    { faces: ['tentacle', 'tentacle', 'successTentacle'], green: [], successes: 1, elderSigns: 0, tentacles: 3 },
    {
      faces: ['elderSign', 'blank', 'blank'],
      green: ['successElderSign', 'success'],
      successes: 2,
      elderSigns: 2,
      tentacles: 0,
    },
  ] as const)('scores $faces + $green', ({ faces, green: greens, successes, elderSigns, tentacles }) => {
    const dice = [...faces.map(black), ...greens.map(green)]
    expect(scoreDmdRoll(dice)).toEqual({ successes, elderSigns, tentacles, passed: null })
    expect(scoreDmdRoll(dice, successes).passed).toBe(true)
    expect(scoreDmdRoll(dice, successes + 1).passed).toBe(false)
  })

  it('rerolls one die for 1 stress and refuses at maximum stress, changing nothing', () => {
    const roll: DmdRoll = { dice: [black('blank'), black('success'), black('tentacle')], stress: 1, goal: 2 }
    const once = rerollDmdDie(roll, 0, 'success')
    expect(once).toEqual({
      ok: true,
      value: { ...roll, dice: [black('success'), black('success'), black('tentacle')], stress: 0 },
    })
    if (!once.ok) return
    const refused = rerollDmdDie(once.value, 2, 'blank')
    expect(refused).toEqual({ ok: false, error: expect.stringContaining('maximum stress') })
    expect(once.value.stress).toBe(0)
    expect(once.value.dice[2]).toEqual(black('tentacle'))
  })

  it('refuses a face the die does not have, a missing die, and a roll without 3 black dice', () => {
    const roll: DmdRoll = { dice: [black('blank'), black('blank'), black('blank'), green('blank')], stress: 2 }
    expect(rerollDmdDie(roll, 3, 'tentacle')).toEqual({ ok: false, error: 'A green die has no tentacle face.' })
    expect(rerollDmdDie(roll, 4, 'blank')).toEqual({ ok: false, error: 'There is no die 5 to reroll.' })
    expect(dmdRollProblem({ dice: [black('blank')], stress: 0 })).toMatch(/exactly 3 black dice/)
    expect(dmdRollProblem({ dice: [...roll.dice.slice(0, 3), green('tentacle')], stress: 0 })).toMatch(
      /no tentacle face/,
    )
  })

  it('validates setups with a sentence and throws the same sentence from the odds', () => {
    expect(dmdSetupProblem({ green: DMD_LIMITS.green + 1, stress: 0 })).toMatch(/Bonus dice/)
    expect(dmdSetupProblem({ green: 0, stress: -1 })).toMatch(/Stress/)
    expect(dmdSetupProblem({ green: 0, stress: 1.5 })).toMatch(/Stress/)
    expect(dmdSetupProblem({ green: 0, stress: 0, goal: 0 })).toMatch(/successes needed/)
    expect(dmdSetupProblem({ green: 2, stress: 3, goal: 4 })).toBeNull()
    expect(() => dmdOdds({ green: 0, stress: 99 })).toThrow(/^companion: Stress/)
  })

  it('stops at maximum stress: with no stress left the odds are those of the bare roll', () => {
    // 3 black dice, no reroll: P(at least 1 success) = 1 − (1/2)^3.
    expect(dmdOdds({ green: 0, stress: 0, goal: 1 }).pass).toBeCloseTo(7 / 8, 12)
    const advice = dmdAdvice({ dice: [black('blank'), black('blank'), black('blank')], stress: 0, goal: 1 })
    expect(advice.move).toEqual({ type: 'stop' })
    expect(advice.options).toHaveLength(1)
  })

  it('rerolls a tentacle rather than a blank when the chance to pass is the same (less sanity lost)', () => {
    const advice = dmdAdvice({ dice: [black('blank'), black('tentacle'), black('success')], stress: 2, goal: 2 })
    expect(advice.move).toEqual({ type: 'reroll', die: 1 })
    expect(advice.odds.pass).toBeCloseTo(0.75, 12)
  })

  it('rerolls a blank before an elder sign of the same die kind', () => {
    const advice = dmdAdvice({ dice: [black('elderSign'), black('blank'), black('success')], stress: 1, goal: 2 })
    expect(advice.move).toEqual({ type: 'reroll', die: 1 })
  })

  it('spends stress to clear a tentacle after passing, and stops once only successes remain', () => {
    const passed = dmdAdvice({ dice: [black('success'), black('success'), black('tentacle')], stress: 1, goal: 2 })
    expect(passed.move).toEqual({ type: 'reroll', die: 2 })
    expect(passed.odds.pass).toBe(1)
    const clean = dmdAdvice({ dice: [black('success'), black('success'), black('blank')], stress: 3, goal: 2 })
    expect(clean.move).toEqual({ type: 'stop' })
    expect(clean.odds.expectedSpent).toBe(0)
  })
})

describe('Eldritch Horror tests', () => {
  it.each([
    ['none', [5, 6], [1, 2, 3, 4]],
    ['blessed', [4, 5, 6], [1, 2, 3]],
    ['cursed', [6], [1, 2, 3, 4, 5]],
  ] as const)('a %s investigator succeeds on %j only', (blessing, hits, misses) => {
    for (const pip of hits) expect(isPipSuccess(pip, blessing)).toBe(true)
    for (const pip of misses) expect(isPipSuccess(pip, blessing)).toBe(false)
  })

  it('rolls skill + modifiers dice, at least 1', () => {
    expect(ehDiceCount({ skill: 3, modifier: 1 })).toBe(4)
    expect(ehDiceCount({ skill: 2, modifier: -5 })).toBe(1)
    expect(ehOdds({ skill: 2, modifier: -5, clues: 0, focus: 0 }).pass).toBeCloseTo(1 / 3, 12)
  })

  it('passes with one success by default; the successes are the test result', () => {
    expect(scoreEhRoll([1, 5, 6])).toEqual({ successes: 2, passed: true })
    expect(scoreEhRoll([1, 4, 4])).toEqual({ successes: 0, passed: false })
    expect(scoreEhRoll([1, 4, 4], 'blessed', 3)).toEqual({ successes: 2, passed: false })
    expect(scoreEhRoll([6, 6], 'cursed', 'most')).toEqual({ successes: 2, passed: null })
  })

  it('rerolls one die per clue or focus token and refuses when that token is gone, changing nothing', () => {
    const roll: EhRoll = { pips: [1, 2], clues: 1, focus: 0 }
    const once = rerollEhDie(roll, 0, 'clue', 5)
    expect(once).toEqual({ ok: true, value: { pips: [5, 2], clues: 0, focus: 0 } })
    expect(rerollEhDie(roll, 1, 'focus', 6)).toEqual({ ok: false, error: 'No focus token left to spend.' })
    if (once.ok)
      expect(rerollEhDie(once.value, 1, 'clue', 6)).toEqual({ ok: false, error: 'No clue token left to spend.' })
    expect(roll).toEqual({ pips: [1, 2], clues: 1, focus: 0 })
  })

  it('spends focus before clues and stops once passed', () => {
    const advice = ehAdvice({ pips: [2, 3], clues: 1, focus: 1 })
    expect(advice.move).toEqual({ type: 'reroll', die: 0, spend: 'focus' })
    // Two rerolls, each a 1-in-3 chance: 1 − (2/3)^2.
    expect(advice.odds.pass).toBeCloseTo(1 - (2 / 3) ** 2, 12)
    expect(ehAdvice({ pips: [2, 5], clues: 3, focus: 2 }).move).toEqual({ type: 'stop' })
  })

  it('caps focus at 2 and validates setups with a sentence', () => {
    expect(ehSetupProblem({ skill: 3, clues: 0, focus: EH_LIMITS.focus + 1 })).toMatch(/Focus/)
    expect(ehSetupProblem({ skill: 12, modifier: 1, clues: 0, focus: 0 })).toMatch(/At most 12 dice/)
    expect(ehSetupProblem({ skill: 3, clues: 0, focus: 0, goal: 'most' })).toBeNull()
  })
})

describe('Arkham Horror skill checks', () => {
  it('rolls skill + modifier dice; 0 or fewer fails automatically, clues or not', () => {
    expect(ahDiceCount({ skill: 3, modifier: -1 })).toBe(2)
    expect(ahDiceCount({ skill: 1, modifier: -2 })).toBe(-1)
    const odds = ahOdds({ skill: 1, modifier: -1, clues: 5 })
    expect(odds.pass).toBe(0)
    expect(odds.successes[0]).toBe(1)
    const empty: AhRoll = { pips: [], clues: 5 }
    expect(addAhDie(empty, 6)).toEqual({ ok: false, error: expect.stringContaining('fails automatically') })
    expect(ahAdvice(empty).move).toEqual({ type: 'stop' })
    expect(scoreAhRoll([])).toEqual({ successes: 0, passed: false })
  })

  it('passes when the successes reach the difficulty (default 1)', () => {
    expect(scoreAhRoll([5, 1])).toEqual({ successes: 1, passed: true })
    expect(scoreAhRoll([5, 1], 'none', 2)).toEqual({ successes: 1, passed: false })
    expect(scoreAhRoll([4, 4], 'blessed', 2)).toEqual({ successes: 2, passed: true })
    expect(scoreAhRoll([5, 5], 'cursed')).toEqual({ successes: 0, passed: false })
  })

  it('adds one die per clue spent after the roll and refuses with none left, changing nothing', () => {
    const roll: AhRoll = { pips: [1], clues: 1, goal: 2 }
    const added = addAhDie(roll, 5)
    expect(added).toEqual({ ok: true, value: { pips: [1, 5], clues: 0, goal: 2 } })
    if (added.ok) expect(addAhDie(added.value, 6)).toEqual({ ok: false, error: 'No clue token left to spend.' })
    expect(roll).toEqual({ pips: [1], clues: 1, goal: 2 })
  })

  it('adds dice until the difficulty is reached, then stops', () => {
    expect(ahAdvice({ pips: [1, 2], clues: 2, goal: 1 }).move).toEqual({ type: 'addDie' })
    expect(ahAdvice({ pips: [1, 6], clues: 2, goal: 1 }).move).toEqual({ type: 'stop' })
    // One die then up to two more, stopping at the first success: 1 − (2/3)^3.
    expect(ahOdds({ skill: 1, clues: 2 }).pass).toBeCloseTo(1 - (2 / 3) ** 3, 12)
  })

  it('validates setups with a sentence', () => {
    expect(ahSetupProblem({ skill: 3, clues: 9 })).toMatch(/Clues/)
    expect(ahSetupProblem({ skill: 3, clues: 0, blessing: 'holy' as never })).toMatch(/Blessing/)
    expect(() => ahOdds({ skill: 13, clues: 0 })).toThrow(/^companion: The skill/)
  })
})
