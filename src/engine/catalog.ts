// docs/rules.md#golden-rule (R2.2, our content): the card data a game is played with, indexed and parsed once.
import type { Card, Task } from './card.ts'
import type {
  AdventureCard,
  AncientOneCard,
  ContentSet,
  InvestigatorCard,
  Monster,
  MythosCard,
  UsableCard,
} from './content.ts'
import { parseCard } from './notation/parseCard.ts'

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
  if (!result.ok)
    throw new Error(`engine: bad notation in ${where} at ${result.error.position}: ${result.error.message}`)
  return result.value
}

function singleTask(notation: string, where: string): Task {
  const card = parsed(notation, where)
  const task = card.tasks[0]
  if (card.tasks.length !== 1 || !task) throw new Error(`engine: ${where} must hold exactly one task`)
  return task
}

/** Builds the lookups for a content set (parsing every task once). */
function createCatalog(content: ContentSet): Catalog {
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

const built = new Map<string, Catalog>()
const sets = new Map<string, ContentSet>()

/**
 * The id of the set a game uses when its setup names none. The engine holds no cards: the bundled sets are
 * registered by src/content/contentSets.ts, which every entry point (page, worker, server, script, test) imports.
 */
export const DEFAULT_CONTENT_SET = 'original'

/** Whether a content set with this id has been registered. */
export function hasContentSet(id: string): boolean {
  return sets.has(id)
}

/**
 * Registers a content set by id (the bundled sets, and tests and tools with their own cards). An id already
 * registered with other content throws (`engine:`).
 */
export function registerContentSet(id: string, content: ContentSet): void {
  if (sets.has(id) && sets.get(id) !== content) throw new Error(`engine: content set "${id}" already exists`)
  sets.set(id, content)
}

/** The catalog of one content set, built once per id and cached. Unknown ids throw (`engine:`). */
export function catalogFor(id: string): Catalog {
  const cached = built.get(id)
  if (cached) return cached
  const content = sets.get(id)
  if (!content) {
    const hint = sets.size === 0 ? ' (no set registered: import src/content/contentSets.ts first)' : ''
    throw new Error(`engine: unknown content set "${id}"${hint}`)
  }
  const cat = createCatalog(content)
  built.set(id, cat)
  return cat
}

/** The catalog of the content set a game is played with. */
export function catalog(state: { readonly content: string }): Catalog {
  return catalogFor(state.content)
}
