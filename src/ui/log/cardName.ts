// Names for any card id a game mentions, without throwing on an id of another kind.
import { cardLists, type catalogFor } from '../../engine/index.ts'

export type Catalog = ReturnType<typeof catalogFor>

type Named = { readonly id: string; readonly name: string }

const indexes = new WeakMap<Catalog, Map<string, string>>()

function names(cat: Catalog): Map<string, string> {
  const cached = indexes.get(cat)
  if (cached) return cached
  const all: readonly (readonly Named[])[] = [...cardLists(cat.content), cat.content.entrance.souvenirs]
  const map = new Map(all.flatMap((list) => list.map((card) => [card.id, card.name] as const)))
  indexes.set(cat, map)
  return map
}

/** The printed name of a card of any kind (adventure, monster, item, spell, ally, investigator, Mythos, …). */
export function cardName(cat: Catalog, id: string): string {
  return names(cat).get(id) ?? id
}
