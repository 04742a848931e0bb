// docs/rules.md#golden-rule (R2.2, our content): the starter set is validated on load and exercises every effect kind.
import { describe, expect, it } from 'vitest'
import { validateContent } from '../../src/engine/index.ts'
import { STARTER_CONTENT } from '../../src/content/contentSets.ts'
import type { Effect, UseEffect } from '../../src/engine/index.ts'

function effectKinds(): Set<string> {
  const kinds = new Set<string>()
  const walk = (effects: readonly Effect[]) => {
    for (const e of effects) {
      kinds.add(e.kind)
      if (e.kind === 'everyInvestigator') walk(e.effects)
    }
  }
  const c = STARTER_CONTENT
  for (const a of [...c.adventures, ...c.otherWorlds]) [a.terror, a.atMidnight, a.rewards, a.penalties].forEach(walk)
  for (const m of c.monsters) [m.atMidnight, m.onDefeat].forEach(walk)
  for (const m of c.mythos) [m.immediate, m.terror, m.nextMidnight].forEach(walk)
  for (const a of c.ancientOnes) [a.special, a.atMidnight, a.attack].forEach(walk)
  Object.values(c.entrance.lostAndFound).forEach(walk)
  c.entrance.souvenirs.forEach((s) => walk(s.effects))
  const uses: UseEffect[] = [...c.items, ...c.spells, ...c.allies]
    .map((x) => x.use)
    .concat(c.investigators.flatMap((i) => (i.ability.frequency === 'passive' ? [] : [i.ability.use])))
  for (const u of uses) {
    kinds.add(`use:${u.kind}`)
    if (u.kind === 'effects') walk(u.effects)
  }
  return kinds
}

describe('starter content', () => {
  it('accepts the starter set and uses every effect kind, monster area kind, lock and the masked Ancient One', () => {
    const kinds = effectKinds()
    for (const k of [
      'sanity',
      'stamina',
      'clue',
      'draw',
      'elderSign',
      'doom',
      'monster',
      'gate',
      'lockDie',
      'clock',
      'loseTrophies',
      'discardItem',
      'everyInvestigator',
      'awaken',
      'use:addDie',
      'use:reroll',
      'use:secureDie',
      'use:defeatMonster',
      'use:effects',
    ])
      expect(kinds, k).toContain(k)
    const tasks = STARTER_CONTENT.adventures.map((a) => a.tasks).join(' ')
    expect(tasks).toMatch(/\{\}/)
    expect(tasks).toMatch(/ > /)
    expect(STARTER_CONTENT.ancientOnes.some((a) => a.masked)).toBe(true)
    expect(STARTER_CONTENT.monsters.some((m) => m.mask)).toBe(true)
    expect(STARTER_CONTENT.adventures.some((a) => a.lock)).toBe(true)
    expect(STARTER_CONTENT.mythos.some((m) => m.lock)).toBe(true)
  })

  it('rejects content with bad notation, naming the place and reason', () => {
    const bad = {
      ...STARTER_CONTENT,
      adventures: [{ ...STARTER_CONTENT.adventures[0], tasks: '3X' }, ...STARTER_CONTENT.adventures.slice(1)],
    }
    expect(() => validateContent(bad)).toThrow(/adventures\.0\.tasks.*unknown requirement/)
  })

  it('rejects content with a duplicated id', () => {
    const bad = { ...STARTER_CONTENT, spells: [...STARTER_CONTENT.spells, STARTER_CONTENT.spells[0]] }
    expect(() => validateContent(bad)).toThrow(/used twice/)
  })
})
