// A game as a file: a small JSON document (format name, version, the content set and its hash, the setup, the
// actions). Reading one is the door for untrusted data, so it is checked in order — size, JSON, shape (zod),
// version, cards, then the rules themselves (replay) — and the first thing wrong is named in a sentence.
import { z } from 'zod'
import {
  DEFAULT_CONTENT_SET,
  parseAction,
  replay,
  type Action,
  type GameRecord,
  type GameSetup,
  type Result,
} from '../engine/index.ts'
import { contentHash } from './contentHash.ts'

/** The `format` every game file carries, so a stray JSON file is told apart from a game. */
export const GAME_FILE_FORMAT = 'midnight-museum-game'
/** The version this build writes and reads. A file from a newer version is refused, not guessed at. */
export const GAME_FILE_VERSION = 1
/**
 * The largest file read: 2 MiB of text. A whole game takes some 30–120 KB (a few hundred actions of ~150
 * characters); 2 MiB holds more than ten thousand actions and keeps parsing and replay well under a second.
 */
export const MAX_FILE_CHARS = 2 * 1024 * 1024
/** The most actions an imported game may hold: bot games end within a few hundred, a long human game within 2,000. */
export const MAX_IMPORT_ACTIONS = 10_000

export type GameFile = {
  readonly format: typeof GAME_FILE_FORMAT
  readonly version: typeof GAME_FILE_VERSION
  readonly content: string
  readonly contentHash: string
  readonly setup: GameSetup
  readonly actions: readonly Action[]
}

/** The game's file (as JSON text): the record with its format, version and cards named. */
export function encodeGameFile(record: GameRecord, indent = 0): string {
  const content = record.setup.content ?? DEFAULT_CONTENT_SET
  const file: GameFile = {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    content,
    contentHash: contentHash(content) ?? '',
    setup: { ...record.setup, content },
    actions: record.actions,
  }
  return JSON.stringify(file, null, indent || undefined)
}

const headSchema = z.looseObject({ format: z.unknown(), version: z.unknown() })

const fileSchema = z.strictObject({
  format: z.literal(GAME_FILE_FORMAT),
  version: z.literal(GAME_FILE_VERSION),
  content: z.string({ error: 'expected the content set id (text)' }).min(1).max(64),
  contentHash: z.string({ error: 'expected the content hash (text)' }).max(64),
  setup: z.unknown(), // checked by replay, which knows the setup's rules
  actions: z
    .array(z.unknown(), { error: 'expected a list of actions' })
    .max(MAX_IMPORT_ACTIONS, `expected at most ${MAX_IMPORT_ACTIONS.toLocaleString('en')} actions`),
})

function describePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'the file' : path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.')
}

/** Parses JSON text without throwing. */
function parseJson(text: string): Result<unknown, string> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { ok: false, error: `It is not valid JSON (${detail}).` }
  }
}

/**
 * Checks a parsed document (from a file or a link) and replays it: the game record, or what is wrong. Nothing
 * here throws, whatever the value (the engine's replay is total; zod reads own keys only, so `__proto__` and
 * `constructor` keys are unknown keys, refused like any other).
 */
function checkGameDocument(value: unknown): Result<GameRecord, string> {
  const head = headSchema.safeParse(value)
  if (!head.success) return { ok: false, error: 'It is not a game: expected a JSON object.' }
  if (head.data.format !== GAME_FILE_FORMAT)
    return { ok: false, error: `It is not a Midnight Museum game (its "format" should be "${GAME_FILE_FORMAT}").` }
  const version = head.data.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, error: 'Its version is missing or not a whole number.' }
  if (version > GAME_FILE_VERSION)
    return {
      ok: false,
      error: `It was made by a newer version of the game (format version ${version}); this one reads version ${GAME_FILE_VERSION}.`,
    }
  if (version !== GAME_FILE_VERSION)
    return { ok: false, error: `Its format version ${version} is not one this game reads (${GAME_FILE_VERSION}).` }
  const parsed = fileSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue ? describePath(issue.path) : 'the file'
    return { ok: false, error: `It is malformed at ${where}: ${issue?.message ?? 'unexpected shape'}.` }
  }
  const file = parsed.data
  const ours = contentHash(file.content)
  if (ours === null || file.content !== DEFAULT_CONTENT_SET)
    return {
      ok: false,
      error: `It was played with the card set "${file.content}", which this game does not play (it plays "${DEFAULT_CONTENT_SET}").`,
    }
  if (ours !== file.contentHash)
    return {
      ok: false,
      error: `It was played with other cards under the name "${file.content}" (content hash ${file.contentHash || 'missing'}, ours is ${ours}).`,
    }
  return replayDocument(file.content, file.setup, file.actions)
}

function replayDocument(content: string, setup: unknown, actions: readonly unknown[]): Result<GameRecord, string> {
  if (setup !== null && typeof setup === 'object' && Object.hasOwn(setup, 'content')) {
    const named = (setup as { content?: unknown }).content
    if (named !== content)
      return { ok: false, error: `Its setup names the card set "${String(named)}", its header "${content}".` }
  }
  const withContent =
    setup !== null && typeof setup === 'object' && !Array.isArray(setup) ? { ...setup, content } : setup
  const result = replay({ setup: withContent, actions })
  if (!result.ok) {
    const error = result.error
    if (error.kind === 'malformedRecord') return { ok: false, error: `Its setup is wrong: ${error.message}` }
    const type = (actions[error.index] as { type?: unknown } | null)?.type
    const named = typeof type === 'string' && type.length <= 40 ? ` (${type})` : ''
    return {
      ok: false,
      error: `The rules refuse action ${error.index + 1} of ${actions.length}${named} [index ${error.index}]: ${error.violation.message}`,
    }
  }
  const clean = actions.map((a) => {
    const parsed = parseAction(a)
    if (!parsed.ok) throw new Error('persist: an action the engine accepted failed to parse') // cannot happen
    return parsed.value
  })
  return { ok: true, value: { setup: withContent as GameSetup, actions: clean } }
}

/** Reads a game file's text: the game record, or a sentence saying what is wrong (and at which action). */
export function decodeGameFile(text: string): Result<GameRecord, string> {
  if (text.length > MAX_FILE_CHARS)
    return {
      ok: false,
      error: `It is too large: ${formatSize(text.length)}, over the ${formatSize(MAX_FILE_CHARS)} a game file may be.`,
    }
  const json = parseJson(text)
  return json.ok ? checkGameDocument(json.value) : json
}

/** A size in KiB or MiB, for messages. */
export function formatSize(chars: number): string {
  return chars >= 1024 * 1024 ? `${(chars / (1024 * 1024)).toFixed(1)} MiB` : `${Math.ceil(chars / 1024)} KiB`
}
