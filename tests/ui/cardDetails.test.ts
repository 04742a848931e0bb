import { describe, expect, it } from 'vitest'
import { DEFAULT_CONTENT_SET, catalogFor, createGame, parseCard } from '../../src/engine/index.ts'
import { CONTENT } from '../../src/content/index.ts'
import { cardDetails } from '../../src/ui/zoom/cardDetails.ts'
import { effectWords, taskWords } from '../../src/ui/zoom/effectWords.ts'
import { clockFace } from '../../src/ui/game/clockFace.ts'
import { announcedLines } from '../../src/ui/game/announcedLines.ts'
import { queryFromHash, routeFromHash } from '../../src/ui/useRoute.ts'

const cat = catalogFor(DEFAULT_CONTENT_SET)

describe('cardDetails', () => {
  it('writes out every adventure and Other World: name, flavour, each task, rewards, penalties, trophy value', () => {
    for (const card of [...CONTENT.adventures, ...CONTENT.otherWorlds]) {
      const details = cardDetails(cat, card.id, null)
      expect(details?.name).toBe(card.name)
      expect(details?.flavour).toBe(card.flavour)
      const titles = details?.sections.map((s) => s.title) ?? []
      const tasks = details?.sections[0]?.lines ?? []
      const parsed = parseCard(card.tasks)
      expect(parsed.ok && tasks.length === parsed.value.tasks.length).toBe(true)
      expect(titles).toContain('Trophy value')
      if (card.rewards.length > 0) expect(titles).toContain('Rewards')
      if (card.penalties.length > 0) expect(titles).toContain('Penalties')
      if (card.terror.length > 0) expect(titles).toContain('Terror')
      for (const line of details?.sections.flatMap((s) => s.lines) ?? []) expect(line).not.toMatch(/undefined|NaN/)
    }
  })

  it('lists the monsters on a card in play', () => {
    const state = createGame({ seed: 5, investigators: 1 })
    const board = state.board[0]!
    const monster = cat.content.monsters[0]!
    const withMonster = {
      ...state,
      board: [{ ...board, monsters: [{ monsterId: monster.id, row: -1, defeated: false }] }, ...state.board.slice(1)],
    }
    const details = cardDetails(cat, board.cardId, withMonster)
    const here = details?.sections.find((s) => s.title === 'Monsters here')
    expect(here?.lines[0]).toContain(monster.name)
    expect(here?.lines[0]).toContain('below the bottom task')
  })

  it('writes out the Ancient Ones, Mythos cards and monsters, and nothing for an unknown id', () => {
    const ao = cat.content.ancientOnes[0]!
    expect(cardDetails(cat, ao.id, null)?.sections.map((s) => s.title)).toContain('Battle')
    expect(cardDetails(cat, cat.content.mythos[0]!.id, null)?.kind).toBe('Mythos')
    expect(cardDetails(cat, cat.content.monsters[0]!.id, null)?.kind).toBe('Monster')
    expect(cardDetails(cat, 'no-such-card', null)).toBeNull()
  })
})

describe('card text in words', () => {
  it.each([
    [{ kind: 'sanity', amount: -2 }, 'lose 2 sanity'],
    [{ kind: 'clue', amount: 1 }, 'gain 1 clue'],
    [{ kind: 'draw', deck: 'ally', count: 2 }, 'draw 2 allies'],
    [{ kind: 'doom', amount: -1 }, 'remove 1 doom token'],
    [{ kind: 'monster', count: 1 }, 'a monster appears'],
    [{ kind: 'lockDie', color: 'red' }, 'the red die is locked on this card'],
    [{ kind: 'everyInvestigator', effects: [{ kind: 'stamina', amount: -1 }] }, 'every investigator: lose 1 stamina'],
  ] as const)('%j reads "%s"', (effect, words) => {
    expect(effectWords(effect)).toBe(words)
  })

  it('writes a task row with its monster area and costs', () => {
    const card = parseCard('L|P 3I {T} 1san')
    if (!card.ok) throw new Error(card.error.message)
    expect(taskWords(card.value.tasks[0]!)).toBe(
      'lore or peril, investigation totalling 3, a monster area holding terror; then lose 1 sanity',
    )
  })
})

describe('small shell helpers', () => {
  it('names the clock hours', () => {
    expect([0, 3, 6, 9].map((h) => clockFace(h).numeral)).toEqual(['XII', 'III', 'VI', 'IX'])
    expect(() => clockFace(4)).toThrow(/ui:/)
  })

  it('announces rolls, completed tasks and turns, not the rest', () => {
    const text = announcedLines([
      { n: 0, type: 'diceRolled', text: 'Rolled: lore.', kind: 'roll' },
      { n: 1, type: 'cluesChanged', text: 'Ada gains 1 clue.', kind: 'plain' },
      { n: 2, type: 'taskCompleted', text: 'Completed task 1.', kind: 'task' },
      { n: 3, type: 'turnStarted', text: 'Turn 2: Ada.', kind: 'turn' },
    ])
    expect(text).toBe('Rolled: lore. Completed task 1. Turn 2: Ada.')
  })

  it('routes by hash and reads the play query', () => {
    expect(routeFromHash('#/play?seed=1&investigators=2')).toBe('play')
    expect(routeFromHash('#/tray')).toBe('tray')
    expect(routeFromHash('#/nowhere')).toBe('start')
    expect(queryFromHash('#/play?seed=1&investigators=2')).toBe('seed=1&investigators=2')
    expect(queryFromHash('#/play')).toBe('')
  })
})
