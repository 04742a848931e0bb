// Validates content at load (zod): card data is typed, and every task is checked against the notation.
import { z } from 'zod'
import type { ContentSet, Effect, UseEffect } from './content.ts'
import { PASSIVE_ABILITIES, cardLists } from './content.ts'
import { parseCard } from './notation/parseCard.ts'

const color = z.enum(['green', 'yellow', 'red'])
const deck = z.enum(['common', 'unique', 'spell', 'ally'])
const count = z.number().int().min(1).max(6)

const effectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('sanity'), amount: z.number().int().min(-6).max(6) }),
    z.object({ kind: z.literal('stamina'), amount: z.number().int().min(-6).max(6) }),
    z.object({ kind: z.literal('clue'), amount: z.number().int().min(-6).max(6) }),
    z.object({ kind: z.literal('draw'), deck, count }),
    z.object({ kind: z.literal('elderSign'), amount: count }),
    z.object({ kind: z.literal('doom'), amount: z.number().int().min(-6).max(6) }),
    z.object({ kind: z.literal('monster'), count }),
    z.object({ kind: z.literal('gate'), count }),
    z.object({ kind: z.literal('lockDie'), color }),
    z.object({ kind: z.literal('clock') }),
    z.object({ kind: z.literal('loseTrophies'), amount: count }),
    z.object({ kind: z.literal('discardItem'), count }),
    z.object({ kind: z.literal('everyInvestigator'), effects: z.array(effectSchema) }),
    z.object({ kind: z.literal('awaken') }),
    z.object({ kind: z.literal('maxSanity'), amount: z.number().int().min(-6).max(6) }),
    z.object({ kind: z.literal('maxStamina'), amount: z.number().int().min(-6).max(6) }),
    z.object({ kind: z.literal('maxSanityOrStamina'), amount: z.number().int().min(-6).max(6) }),
  ]),
)
const effects = z.array(effectSchema)

const useSchema: z.ZodType<UseEffect> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('addDie'), color: z.enum(['yellow', 'red']) }),
  z.object({ kind: z.literal('reroll') }),
  z.object({ kind: z.literal('secureDie') }),
  z.object({ kind: z.literal('defeatMonster') }),
  z.object({ kind: z.literal('effects'), effects }),
])

const id = z.string().regex(/^[a-z0-9-]+$/)
const notation = (single: boolean) =>
  z.string().superRefine((text, ctx) => {
    const r = parseCard(text)
    if (!r.ok)
      ctx.addIssue({ code: 'custom', message: `notation "${text}" at ${r.error.position}: ${r.error.message}` })
    else if (single && (r.value.tasks.length !== 1 || r.value.tasks[0]?.monsterArea))
      ctx.addIssue({ code: 'custom', message: `"${text}" must be one task without a monster area` })
  })

const adventure = z.object({
  id,
  name: z.string().min(1),
  otherWorld: z.boolean(),
  trophies: z.number().int().min(1).max(4),
  tasks: notation(false),
  lock: color.nullable(),
  terror: effects,
  atMidnight: effects,
  rewards: effects,
  penalties: effects,
})
const usable = z.object({ id, name: z.string().min(1), deck, use: useSchema })

export const contentSchema = z.object({
  adventures: z.array(adventure.extend({ otherWorld: z.literal(false) })).min(7),
  otherWorlds: z.array(adventure.extend({ otherWorld: z.literal(true) })).min(1),
  monsters: z
    .array(
      z.object({
        id,
        name: z.string().min(1),
        mask: z.boolean(),
        trophies: z.number().int().min(1).max(3),
        task: notation(true),
        lock: color.nullable(),
        atMidnight: effects,
        onDefeat: effects,
      }),
    )
    .min(1),
  items: z.array(usable.extend({ deck: z.enum(['common', 'unique']) })),
  spells: z.array(usable.extend({ deck: z.literal('spell') })),
  allies: z.array(usable.extend({ deck: z.literal('ally'), expires: z.enum(['afterUse', 'atMidnight']).optional() })),
  investigators: z
    .array(
      z.object({
        id,
        name: z.string().min(1),
        sanity: z.number().int().min(1).max(9),
        stamina: z.number().int().min(1).max(9),
        startingItems: z.array(z.object({ deck, count })),
        startingClues: z.number().int().min(0).max(4),
        ability: z.union([
          z.object({ frequency: z.enum(['roll', 'day']), use: useSchema }),
          z.object({ frequency: z.literal('passive'), passive: z.enum(PASSIVE_ABILITIES) }),
        ]),
      }),
    )
    .min(1)
    .max(16),
  mythos: z
    .array(
      z.object({
        id,
        name: z.string().min(1),
        immediate: effects,
        lock: color.nullable(),
        terror: effects,
        nextMidnight: effects,
        noFocus: z.boolean(),
      }),
    )
    .min(1),
  ancientOnes: z
    .array(
      z.object({
        id,
        name: z.string().min(1),
        masked: z.boolean(),
        elderSigns: z.number().int().min(1).max(17),
        doomTrack: z
          .array(z.enum(['doom', 'monster']))
          .min(1)
          .max(14),
        battleTask: notation(true),
        special: effects,
        onJoin: effects.optional(),
        terror: effects.optional(),
        atMidnight: effects,
        attack: effects,
      }),
    )
    .min(1),
  entrance: z.object({
    lostAndFound: z.object({ I1: effects, I2: effects, I3: effects, L: effects, P: effects, T: effects }),
    souvenirs: z.array(z.object({ id, name: z.string().min(1), price: z.number().int().min(1), effects })),
  }),
})

/** Validates raw content; throws a readable error naming the first bad field. Ids must be unique. */
export function validateContent(raw: unknown): ContentSet {
  const result = contentSchema.safeParse(raw)
  if (!result.success)
    throw new Error(`content: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  const c = result.data as ContentSet
  const ids = cardLists(c)
    .flat()
    .map((x) => x.id)
  const dup = ids.find((x, i) => ids.indexOf(x) !== i)
  if (dup) throw new Error(`content: id "${dup}" is used twice`)
  return c
}
