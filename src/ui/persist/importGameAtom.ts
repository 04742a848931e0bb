// Opening a game from outside (a file or a shared link): decoded and checked in src/persist, and only a game that
// passes every check reaches the store. A refusal changes nothing; the game in progress stays as it was.
import { atom } from 'jotai'
import type { GameRecord, GameSetup, Result } from '../../engine/index.ts'
import { loadSessionAtom, sessionAtom, tableModeAtom } from '../../scene/store/gameAtoms.ts'
import { decodeGameFile } from '../../persist/gameFile.ts'
import { decodeShareLink } from '../../persist/shareLink.ts'

/** Where the text comes from: a file's text, or a shared link (whole address, fragment or `g=` query). */
export type ImportSource = { readonly kind: 'file' | 'link'; readonly text: string }

/** Decodes without touching the store: the record, or why not. */
export function decodeImport(source: ImportSource): Result<GameRecord, string> {
  return source.kind === 'file' ? decodeGameFile(source.text) : decodeShareLink(source.text)
}

/**
 * Imports a game as a new game to play on (a new save id): the session's id on success, the reason on refusal
 * (the session untouched).
 */
export const importGameAtom = atom(
  null,
  (get, set, source: ImportSource): Result<{ readonly id: string; readonly setup: GameSetup }, string> => {
    const decoded = decodeImport(source)
    if (!decoded.ok) return decoded
    const loaded = set(loadSessionAtom, decoded.value)
    // decodeImport replayed the same record already, so this cannot refuse; kept total all the same
    if (!loaded.ok) return { ok: false, error: 'The game could not be put on the table.' }
    set(tableModeAtom, 'play')
    return { ok: true, value: { id: get(sessionAtom)?.id ?? '', setup: decoded.value.setup } }
  },
)
