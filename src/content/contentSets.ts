// The bundled content sets, validated at load and registered with the engine by id: importing this module is what
// lets a game be played with 'original' or 'starter'. Every entry point imports it first (the page, the odds worker,
// the server, scripts, benches, and the tests through their setup). The engine checks each set with its own schema
// (contentSchema.ts; validateOriginal.ts here for the split original set), so a malformed card fails with its id and
// field before any game starts. The engine never imports this folder.
import type { ContentSet } from '../engine/content.ts'
import { registerContentSet } from '../engine/catalog.ts'
import { validateContent } from '../engine/contentSchema.ts'
import { validateOriginal } from './validateOriginal.ts'
import { CONTENT, STARTER_SET } from './index.ts'

export const STARTER_CONTENT: ContentSet = validateContent(STARTER_SET)

/** The original set at full size (CONTENT), as the engine plays it. */
export const ORIGINAL_CONTENT: ContentSet = validateOriginal(CONTENT)

/** Every bundled content set a game can be played with, by id. A game names its set in `GameSetup.content`. */
export const CONTENT_SETS: Readonly<Record<string, ContentSet>> = {
  original: ORIGINAL_CONTENT,
  starter: STARTER_CONTENT,
}

for (const [id, content] of Object.entries(CONTENT_SETS)) registerContentSet(id, content)
