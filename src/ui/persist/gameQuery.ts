// The play address with the save it belongs to: `#/play?seed=…&investigators=…&game=<id>`. The setup part is
// parsePlayUrl's; `game` is ours, so the setup parser stays as it was and a game id can never pass for a setting.
import type { GameSetup, Result } from '../../engine/index.ts'
import { SAVE_ID_PATTERN } from '../../persist/savedGame.ts'
import { parsePlayUrl } from '../setup/parsePlayUrl.ts'
import { playHash } from '../setup/playHash.ts'

/** A play address read: the setup, and the save id when the address names one. */
export type PlayQuery = { readonly setup: GameSetup; readonly game: string | null }

/** Reads a `#/play` query with an optional `game=<id>`; every bad part is refused with its own sentence. */
export function parseGameQuery(query: string): Result<PlayQuery, string> {
  const params = new URLSearchParams(query)
  const ids = params.getAll('game')
  if (ids.length > 1) return { ok: false, error: 'The setting "game" is given twice.' }
  const game = ids[0] ?? null
  if (game !== null && !SAVE_ID_PATTERN.test(game))
    return { ok: false, error: 'The saved game named in the address is not a game id (letters, digits and dashes).' }
  params.delete('game')
  const setup = parsePlayUrl(params.toString())
  return setup.ok ? { ok: true, value: { setup: setup.value, game } } : setup
}

/** The address of a saved game: its setup and its id. */
export function playHashWithGame(setup: GameSetup, id: string): string {
  return `${playHash(setup)}&game=${encodeURIComponent(id)}`
}
