// Card texts in words: effects, requirements and task rows as the zoom panel prints them.
import type { DieRequirement, Effect, Task, TaskCost } from '../../engine/index.ts'

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

const DECKS = { common: 'common item', unique: 'unique item', spell: 'spell', ally: 'ally' } as const

function gainOrLose(amount: number, what: string): string {
  return amount >= 0 ? `gain ${amount} ${what}` : `lose ${-amount} ${what}`
}

/** One effect in words: "lose 1 sanity", "draw 2 spells", "a monster appears". */
export function effectWords(effect: Effect): string {
  switch (effect.kind) {
    case 'sanity':
      return gainOrLose(effect.amount, 'sanity')
    case 'stamina':
      return gainOrLose(effect.amount, 'stamina')
    case 'clue':
      return effect.amount >= 0 ? `gain ${count(effect.amount, 'clue')}` : `lose ${count(-effect.amount, 'clue')}`
    case 'draw':
      return `draw ${count(effect.count, DECKS[effect.deck], effect.deck === 'ally' ? 'allies' : undefined)}`
    case 'elderSign':
      return effect.amount >= 0
        ? `gain ${count(effect.amount, 'Elder Sign')}`
        : `lose ${count(-effect.amount, 'Elder Sign')}`
    case 'doom':
      return effect.amount >= 0
        ? `add ${count(effect.amount, 'doom token')}`
        : `remove ${count(-effect.amount, 'doom token')}`
    case 'monster':
      return effect.count === 1 ? 'a monster appears' : `${effect.count} monsters appear`
    case 'gate':
      return effect.count === 1 ? 'a gate opens to an Other World' : `${effect.count} gates open to Other Worlds`
    case 'lockDie':
      return `the ${effect.color} die is locked on this card`
    case 'clock':
      return 'the clock advances three hours'
    case 'loseTrophies':
      return `give up trophies worth ${effect.amount}`
    case 'discardItem':
      return `discard ${count(effect.count, 'item')}`
    case 'everyInvestigator':
      return `every investigator: ${effectsWords(effect.effects)}`
    case 'awaken':
      return 'the Ancient One awakens'
    case 'maxSanity':
      return `${effect.amount >= 0 ? 'raise' : 'lower'} maximum sanity by ${Math.abs(effect.amount)}`
    case 'maxStamina':
      return `${effect.amount >= 0 ? 'raise' : 'lower'} maximum stamina by ${Math.abs(effect.amount)}`
    case 'maxSanityOrStamina':
      return `${effect.amount >= 0 ? 'raise' : 'lower'} maximum sanity or stamina by ${Math.abs(effect.amount)}`
  }
}

/** A list of effects in words, or "nothing". */
export function effectsWords(effects: readonly Effect[]): string {
  return effects.length === 0 ? 'nothing' : effects.map(effectWords).join('; ')
}

const SYMBOLS = { L: 'lore', P: 'peril', T: 'terror' } as const

/** One requirement: "investigation totalling 4", "lore", "lore or peril". */
function requirementWords(requirement: DieRequirement): string {
  if (requirement.kind === 'investigation') return `investigation totalling ${requirement.amount}`
  return requirement.oneOf.map((s) => SYMBOLS[s]).join(' or ')
}

function costWords(cost: TaskCost): string {
  if (cost.kind === 'clock') return 'the clock advances'
  return `lose ${cost.amount} ${cost.kind}`
}

/** A task row: its requirements, its monster area and its costs. */
export function taskWords(task: Task): string {
  const parts = task.requirements.map(requirementWords)
  const area = task.monsterArea
  if (area) {
    const inside = area.requirements.map(requirementWords).join(', ')
    parts.push(area.kind === 'empty' ? 'an empty monster area' : `a monster area holding ${inside}`)
  }
  const text = parts.join(', ') || 'no dice'
  return task.costs.length === 0 ? text : `${text}; then ${task.costs.map(costWords).join(', ')}`
}
