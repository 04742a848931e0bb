// RULES-NOTES.md, "Content": the card data a game is played with, indexed and parsed once.
import type { Card, Task } from './card.ts'
import type { AdventureCard, AncientOneCard, ContentSet, InvestigatorCard, Monster, MythosCard, UsableCard } from './content.ts'
import { parseCard } from './notation/parseCard.ts'
import { STARTER_CONTENT } from '../content/index.ts'

export type Catalog = {
  readonly content: ContentSet
  readonly adventure: (id: string) => AdventureCard
  readonly adventureTasks: (id: string) => Card
  readonly monster: (id: string) => Monster
  readonly monsterTask: (id: string) => Task
  readonly usable: (id: string) => UsableCard
  readonly investigator: (id: string) => InvestigatorCard
  readonly mythos: (id: string) => MythosCard
  readonly ancientOne: (id: string) => AncientOneCard
  readonly battleTask: (id: string) => Task
}

function index<T extends { readonly id: string }>(list: readonly T[], what: string): (id: string) => T {
  const map = new Map(list.map((x) => [x.id, x]))
  return (id) => {
    const found = map.get(id)
    if (!found) throw new Error(`engine: unknown ${what} "${id}"`)
    return found
  }
}

function parsed(notation: string, where: string): Card {
  const result = parseCard(notation)
  if (!result.ok) throw new Error(`engine: bad notation in ${where} at ${result.error.position}: ${result.error.message}`)
  return result.value
}

function singleTask(notation: string, where: string): Task {
  const card = parsed(notation, where)
  const task = card.tasks[0]
  if (card.tasks.length !== 1 || !task) throw new Error(`engine: ${where} must hold exactly one task`)
  return task
}

/** Builds the lookups for a content set (parsing every task once). */
export function createCatalog(content: ContentSet): Catalog {
  const cards = [...content.adventures, ...content.otherWorlds]
  const tasks = new Map(cards.map((c) => [c.id, parsed(c.tasks, c.id)]))
  const monsterTasks = new Map(content.monsters.map((m) => [m.id, singleTask(m.task, m.id)]))
  const battle = new Map(content.ancientOnes.map((a) => [a.id, singleTask(a.battleTask, a.id)]))
  const get = <T>(map: Map<string, T>, id: string): T => {
    const found = map.get(id)
    if (found === undefined) throw new Error(`engine: unknown card "${id}"`)
    return found
  }
  return {
    content,
    adventure: index(cards, 'adventure'),
    adventureTasks: (id) => get(tasks, id),
    monster: index(content.monsters, 'monster'),
    monsterTask: (id) => get(monsterTasks, id),
    usable: index([...content.items, ...content.spells, ...content.allies], 'item, spell or ally'),
    investigator: index(content.investigators, 'investigator'),
    mythos: index(content.mythos, 'Mythos card'),
    ancientOne: index(content.ancientOnes, 'Ancient One'),
    battleTask: (id) => get(battle, id),
  }
}

let starter: Catalog | null = null

/** The catalog of the starter content set every game currently uses. */
export function catalog(): Catalog {
  starter ??= createCatalog(STARTER_CONTENT)
  return starter
}
