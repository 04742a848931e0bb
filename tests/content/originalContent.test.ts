// Issue 5: the original set at the rulebook's component counts, validated at load, with the design facts
// of the original game (doom tracks, Elder Sign limits, investigator health, adventure shapes).
import { describe, expect, it } from 'vitest'
import { CONTENT } from '../../src/content/index.ts'
import { CONTENT_SETS, ORIGINAL_CONTENT } from '../../src/content/contentSets.ts'
import { validateOriginal } from '../../src/content/validateOriginal.ts'
import { COMPONENT_COUNTS } from '../../src/content/original/types.ts'
import { parseCard } from '../../src/engine/index.ts'

const tasksOf = (notation: string) => {
  const r = parseCard(notation)
  if (!r.ok) throw new Error(notation)
  return r.value
}

describe('original content', () => {
  it.each(Object.entries(COMPONENT_COUNTS))('has %s at the rulebook count (%i)', (key, count) => {
    expect(CONTENT[key as keyof typeof COMPONENT_COUNTS]).toHaveLength(count)
  })

  it('is registered as the "original" content set, with items and monsters merged', () => {
    expect(CONTENT_SETS['original']).toBe(ORIGINAL_CONTENT)
    expect(ORIGINAL_CONTENT.items).toHaveLength(24)
    expect(ORIGINAL_CONTENT.monsters).toHaveLength(27)
    expect(ORIGINAL_CONTENT.monsters.filter((m) => m.mask)).toHaveLength(5)
    expect(CONTENT.ancientOnes.filter((a) => a.masked)).toHaveLength(1)
  })

  it('gives Ancient Ones doom tracks of 8–12 spaces and Elder Sign limits of 10–14', () => {
    for (const a of CONTENT.ancientOnes) {
      expect(a.doomTrack.length, a.id).toBeGreaterThanOrEqual(8)
      expect(a.doomTrack.length, a.id).toBeLessThanOrEqual(12)
      expect(a.elderSigns, a.id).toBeGreaterThanOrEqual(10)
      expect(a.elderSigns, a.id).toBeLessThanOrEqual(14)
      expect(a.doomTrack, a.id).toContain('monster')
    }
  })

  it('gives investigators sanity and stamina of 3–7 summing to 10, and two or three starting items', () => {
    for (const i of CONTENT.investigators) {
      expect(i.sanity + i.stamina, i.id).toBe(10)
      for (const x of [i.sanity, i.stamina]) expect(x >= 3 && x <= 7, i.id).toBe(true)
      const items = i.startingItems.reduce((n, s) => n + s.count, 0)
      expect(items >= 2 && items <= 3, i.id).toBe(true)
    }
    const passives = CONTENT.investigators.flatMap((i) =>
      i.ability.frequency === 'passive' ? [i.ability.passive] : [],
    )
    expect(new Set(passives)).toEqual(new Set(['ignoreTerror', 'monsterHunter', 'steadyNerves', 'scholar']))
  })

  it('shapes adventures like the original: mostly two tasks, a third ordered, terror and monster areas', () => {
    const cards = CONTENT.adventures.map((a) => ({ a, card: tasksOf(a.tasks) }))
    const n = cards.length
    const share = (pred: (x: (typeof cards)[number]) => boolean) => cards.filter(pred).length / n
    expect(share((x) => x.card.tasks.length === 2)).toBeGreaterThan(0.5)
    expect(share((x) => x.card.tasks.length === 1)).toBeGreaterThan(0)
    expect(share((x) => x.card.tasks.length === 3)).toBeGreaterThan(0)
    for (const pred of [
      (x: (typeof cards)[number]) => x.card.ordered,
      (x: (typeof cards)[number]) => x.a.terror.length > 0,
      (x: (typeof cards)[number]) => x.card.tasks.some((t) => t.monsterArea !== null),
    ])
      expect(share(pred)).toBeGreaterThan(0.25)
    expect(share((x) => x.a.trophies <= 2)).toBeGreaterThan(0.9)
    expect(share((x) => x.a.trophies === 3)).toBeGreaterThan(0)
    const signs = CONTENT.adventures.filter((a) => a.rewards.some((e) => e.kind === 'elderSign'))
    expect(signs.filter((a) => a.trophies >= 2).length).toBeGreaterThan(signs.length / 2)
  })

  it('has an outcome for every green face on the lost & found chart, good and bad', () => {
    const chart = CONTENT.entrance.lostAndFound
    for (const face of ['I1', 'I2', 'I3', 'L', 'P', 'T'] as const) expect(chart[face].length, face).toBeGreaterThan(0)
    expect(CONTENT.entrance.souvenirs.some((s) => s.effects.some((e) => e.kind === 'elderSign'))).toBe(true)
  })
})

describe('validateOriginal', () => {
  const withAdventure = (i: number, patch: Record<string, unknown>) => ({
    ...CONTENT,
    adventures: CONTENT.adventures.map((a, j) => (j === i ? { ...a, ...patch } : a)),
  })

  it('accepts the set as written', () => {
    expect(() => validateOriginal(CONTENT)).not.toThrow()
  })

  it('rejects a bad task notation, naming the card and the field', () => {
    const id = CONTENT.adventures[3]?.id ?? ''
    expect(() => validateOriginal(withAdventure(3, { tasks: '3X / L' }))).toThrow(
      new RegExp(`card "${id}" \\(adventures\\[3\\]\\) field tasks: notation "3X / L".*unknown requirement`),
    )
  })

  it('rejects a missing field, naming the card and the field', () => {
    const id = CONTENT.adventures[7]?.id ?? ''
    expect(() => validateOriginal(withAdventure(7, { flavour: undefined }))).toThrow(
      new RegExp(`card "${id}".*field flavour`),
    )
    const { rewards: _dropped, ...noRewards } = CONTENT.adventures[7] as (typeof CONTENT.adventures)[number]
    const bad = { ...CONTENT, adventures: CONTENT.adventures.map((a, j) => (j === 7 ? noRewards : a)) }
    expect(() => validateOriginal(bad)).toThrow(new RegExp(`card "${id}".*field rewards`))
  })

  it('names the split array of a bad unique item or mask monster', () => {
    const uniqueItems = CONTENT.uniqueItems.map((c, j) => (j === 2 ? { ...c, use: { kind: 'teleport' } } : c))
    expect(() => validateOriginal({ ...CONTENT, uniqueItems })).toThrow(
      new RegExp(`card "${CONTENT.uniqueItems[2]?.id}" \\(uniqueItems\\[2\\]\\) field use`),
    )
    const maskMonsters = CONTENT.maskMonsters.map((m, j) => (j === 1 ? { ...m, task: 'L {T}' } : m))
    expect(() => validateOriginal({ ...CONTENT, maskMonsters })).toThrow(
      new RegExp(`card "${CONTENT.maskMonsters[1]?.id}" \\(maskMonsters\\[1\\]\\) field task`),
    )
  })

  it('rejects a wrong count and a duplicated id', () => {
    expect(() => validateOriginal({ ...CONTENT, spells: CONTENT.spells.slice(1) })).toThrow(/spells/)
    const spells = CONTENT.spells.map((s, j) => (j === 1 ? CONTENT.spells[0] : s))
    expect(() => validateOriginal({ ...CONTENT, spells })).toThrow(/used twice/)
  })
})
