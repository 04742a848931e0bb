// The `#/play?…` query: untrusted text from the address bar turned into a game setup, or a sentence saying why not.
import { z } from 'zod'
import { RULESETS, catalogFor, type GameSetup, type Result, type Ruleset } from '../../engine/index.ts'
import { GAME_CONTENT } from './setupOptions.ts'

/** The largest seed: the engine's generator takes a 32-bit integer, and non-negative seeds read well in a URL. */
export const MAX_SEED = 2_147_483_647
export const MAX_INVESTIGATORS = 8

const KNOWN_PARAMS = ['seed', 'investigators', 'ancientOne', 'ruleset'] as const

const seedSchema = z
  .string({ error: 'The seed is missing: add seed= and a whole number, for example seed=42.' })
  .regex(/^\d{1,10}$/, {
    error: (issue) => `The seed "${String(issue.input)}" is not a whole number from 0 to ${MAX_SEED}.`,
  })
  .transform(Number)
  .refine((n) => n <= MAX_SEED, { error: (issue) => `The seed ${String(issue.input)} is larger than ${MAX_SEED}.` })

const countSchema = z
  .string()
  .regex(/^\d+$/)
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_INVESTIGATORS, {
    error: (issue) => `A game takes 1 to ${MAX_INVESTIGATORS} investigators, not ${String(issue.input)}.`,
  })

const rulesetSchema = z.enum(RULESETS, {
  error: (issue) => `The ruleset "${String(issue.input)}" is unknown: use revised or first-printing.`,
})

function parseInvestigators(raw: string | null): Result<number | readonly string[], string> {
  if (raw === null || raw === '')
    return { ok: false, error: 'The investigators are missing: add investigators= and a count (1–8) or their ids.' }
  if (/^\d+$/.test(raw)) {
    const count = countSchema.safeParse(raw)
    return count.success ? { ok: true, value: count.data } : { ok: false, error: firstMessage(count.error) }
  }
  const ids = raw.split(',').map((id) => id.trim())
  if (ids.some((id) => id === '')) return { ok: false, error: 'An investigator id in the list is empty.' }
  if (ids.length > MAX_INVESTIGATORS)
    return { ok: false, error: `A game takes 1 to ${MAX_INVESTIGATORS} investigators, not ${ids.length}.` }
  const known = new Set(catalogFor(GAME_CONTENT).content.investigators.map((i) => i.id))
  const unknown = ids.find((id) => !known.has(id))
  if (unknown !== undefined) return { ok: false, error: `There is no investigator "${unknown}".` }
  const twice = ids.find((id, i) => ids.indexOf(id) !== i)
  if (twice !== undefined) return { ok: false, error: `The investigator "${twice}" is chosen twice.` }
  return { ok: true, value: ids }
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The address is not a game setup.'
}

/**
 * Reads a `#/play` query (`seed=42&investigators=2&ancientOne=cthulhu&ruleset=revised`, investigators as a count or
 * `id1,id2`). Every bad parameter is refused with its own sentence; nothing here starts a game.
 */
export function parsePlayUrl(query: string): Result<GameSetup, string> {
  const params = new URLSearchParams(query)
  for (const key of params.keys())
    if (!(KNOWN_PARAMS as readonly string[]).includes(key))
      return { ok: false, error: `The address names an unknown setting "${key}".` }
  for (const key of KNOWN_PARAMS)
    if (params.getAll(key).length > 1) return { ok: false, error: `The setting "${key}" is given twice.` }
  const seed = seedSchema.safeParse(params.get('seed') ?? undefined)
  if (!seed.success) return { ok: false, error: firstMessage(seed.error) }
  const investigators = parseInvestigators(params.get('investigators'))
  if (!investigators.ok) return investigators
  const setup: { -readonly [K in keyof GameSetup]: GameSetup[K] } = {
    seed: seed.data,
    investigators: investigators.value,
    content: GAME_CONTENT,
  }
  const ancientOne = params.get('ancientOne')
  if (ancientOne !== null) {
    const known = catalogFor(GAME_CONTENT).content.ancientOnes.some((a) => a.id === ancientOne)
    if (!known) return { ok: false, error: `There is no Ancient One "${ancientOne}".` }
    setup.ancientOne = ancientOne
  }
  const ruleset = params.get('ruleset')
  if (ruleset !== null) {
    const parsed = rulesetSchema.safeParse(ruleset)
    if (!parsed.success) return { ok: false, error: firstMessage(parsed.error) }
    setup.ruleset = parsed.data satisfies Ruleset
  }
  return { ok: true, value: setup }
}
