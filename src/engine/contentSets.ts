// Every content set a game can be played with, by id, validated at load: the engine reads the card data of
// src/content and checks it with its own schema (contentSchema.ts, validateOriginal.ts), so a malformed card fails
// with its id and field before any game starts.
import type { ContentSet } from './content.ts'
import { validateContent } from './contentSchema.ts'
import { validateOriginal } from './validateOriginal.ts'
import { CONTENT, STARTER_SET } from '../content/index.ts'

export const STARTER_CONTENT: ContentSet = validateContent(STARTER_SET)

/** The original set at full size (CONTENT), as the engine plays it. */
export const ORIGINAL_CONTENT: ContentSet = validateOriginal(CONTENT)

/** Every content set a game can be played with, by id. A game names its set in `GameSetup.content`. */
export const CONTENT_SETS: Readonly<Record<string, ContentSet>> = {
  original: ORIGINAL_CONTENT,
  starter: STARTER_CONTENT,
}

/** The set a game uses when its setup names none. */
export const DEFAULT_CONTENT_SET = 'original'
