// Validates the original set at load: the split arrays at the rulebook's counts, the table-only fields
// (flavour, occupation, epithet), then the engine's schema on the ContentSet built from it. Errors name the
// card by id and the field.
import { z } from 'zod'
import type { ContentSet } from '../engine/content.ts'
import { contentSchema, validateContent } from '../engine/contentSchema.ts'
import { COMPONENT_COUNTS, type OriginalContent } from './index.ts'

const text = z.string().min(1)
const card = z.object({ id: z.string() })
const list = (n: number, extra: z.ZodRawShape = {}) => z.array(card.extend(extra).passthrough()).length(n)

const shapeSchema = z.object({
  ancientOnes: list(COMPONENT_COUNTS.ancientOnes, { epithet: text }),
  investigators: list(COMPONENT_COUNTS.investigators, { occupation: text }),
  adventures: list(COMPONENT_COUNTS.adventures, { flavour: text }),
  otherWorlds: list(COMPONENT_COUNTS.otherWorlds, { flavour: text }),
  commonItems: list(COMPONENT_COUNTS.commonItems),
  uniqueItems: list(COMPONENT_COUNTS.uniqueItems),
  spells: list(COMPONENT_COUNTS.spells),
  allies: list(COMPONENT_COUNTS.allies),
  mythos: list(COMPONENT_COUNTS.mythos),
  monsters: list(COMPONENT_COUNTS.monsters),
  maskMonsters: list(COMPONENT_COUNTS.maskMonsters),
  entrance: z.object({}).passthrough(),
})

type Raw = Record<string, readonly { readonly id?: unknown }[] | undefined>

/** Where a ContentSet array's entries come from in the split set: [array, how many it holds]. */
function origins(raw: Raw, key: string): [string, number][] {
  const len = (k: string) => raw[k]?.length ?? 0
  if (key === 'items')
    return [
      ['commonItems', len('commonItems')],
      ['uniqueItems', len('uniqueItems')],
    ]
  if (key === 'monsters')
    return [
      ['monsters', len('monsters')],
      ['maskMonsters', len('maskMonsters')],
    ]
  return [[key, len(key)]]
}

/** "card \"id\" (array) field a.b" for a zod path into the split set or the ContentSet built from it. */
function describe(raw: Raw, path: readonly PropertyKey[], built: boolean): string {
  const [key, index, ...rest] = path
  if (typeof key !== 'string' || typeof index !== 'number') return `field ${path.map(String).join('.') || '(root)'}`
  let array = key
  let i = index
  if (built) {
    for (const [name, n] of origins(raw, key)) {
      array = name
      if (i < n) break
      i -= n
    }
  }
  const id = raw[array]?.[i]?.id
  const where = typeof id === 'string' ? `card "${id}" (${array}[${i}])` : `${array}[${i}]`
  return rest.length > 0 ? `${where} field ${rest.map(String).join('.')}` : where
}

function fail(raw: Raw, issues: readonly z.core.$ZodIssue[], built: boolean): never {
  throw new Error(`content: ${issues.map((i) => `${describe(raw, i.path, built)}: ${i.message}`).join('; ')}`)
}

/** The engine's ContentSet from the split set: items are common + unique, monsters include the mask monsters. */
function toContentSet(c: OriginalContent): ContentSet {
  return {
    adventures: c.adventures,
    otherWorlds: c.otherWorlds,
    monsters: [...c.monsters, ...c.maskMonsters],
    items: [...c.commonItems, ...c.uniqueItems],
    spells: c.spells,
    allies: c.allies,
    investigators: c.investigators,
    mythos: c.mythos,
    ancientOnes: c.ancientOnes,
    entrance: c.entrance,
  }
}

/**
 * Validates the original set; returns the engine's ContentSet built from it. Throws `content: …` naming the
 * card by id and the field at fault (counts, table fields, the engine schema, notation, duplicate ids).
 */
export function validateOriginal(raw: unknown): ContentSet {
  const shape = shapeSchema.safeParse(raw)
  const loose = (typeof raw === 'object' && raw !== null ? raw : {}) as Raw
  if (!shape.success) fail(loose, shape.error.issues, false)
  const set = toContentSet(raw as OriginalContent)
  const full = contentSchema.safeParse(set)
  if (!full.success) fail(loose, full.error.issues, true)
  const mask = (raw as OriginalContent).maskMonsters.find((x) => !x.mask)
  if (mask) throw new Error(`content: card "${mask.id}" (maskMonsters) field mask: a mask monster must have mask: true`)
  const plain = (raw as OriginalContent).monsters.find((x) => x.mask)
  if (plain) throw new Error(`content: card "${plain.id}" (monsters) field mask: only mask monsters have mask: true`)
  return validateContent(set)
}
