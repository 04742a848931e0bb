// Opening a game from outside (a file or a shared link): decoded and checked in src/persist, and only a game that
// passes every check reaches the store — in the replay viewer (openReplayAtom), where it can be watched step by step
// and played on from any step. A refusal changes nothing; the game in progress stays as it was.
import { atom } from 'jotai'
import type { GameRecord, Result } from '../../engine/index.ts'
import { decodeGameFile } from '../../persist/gameFile.ts'
import { decodeShareLink } from '../../persist/shareLink.ts'
import { openReplayAtom } from '../replay/replayAtoms.ts'

/** Where the text comes from: a file's text, or a shared link (whole address, fragment or `g=` query). */
export type ImportSource = { readonly kind: 'file' | 'link'; readonly text: string; readonly title?: string }

/** Decodes without touching the store: the record, or why not. */
function decodeImport(source: ImportSource): Result<GameRecord, string> {
  return source.kind === 'file' ? decodeGameFile(source.text) : decodeShareLink(source.text)
}

/**
 * Imports a game into the replay viewer, at its last step: how many steps it has on success, the reason on refusal
 * (the session untouched).
 */
export const importGameAtom = atom(
  null,
  (_get, set, source: ImportSource): Result<{ readonly steps: number }, string> => {
    const decoded = decodeImport(source)
    if (!decoded.ok) return decoded
    const opened = set(openReplayAtom, {
      ...decoded.value,
      ...(source.title === undefined ? {} : { title: source.title }),
    })
    // decodeImport replayed the same record already, so this cannot refuse; kept total all the same
    return opened.ok ? opened : { ok: false, error: 'The game could not be put on the table.' }
  },
)
