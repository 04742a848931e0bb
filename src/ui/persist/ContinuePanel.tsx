// The start screen's Continue list: the saved games, most recently played first, each with who plays against
// whom, the turn and when it was last played. Each can be opened or deleted (with a confirmation that takes the
// focus, so the keyboard never deletes by accident). Finished games are kept, marked won or lost, until deleted:
// a finished game is still worth a look back (its end, its log, its file or link), and a player clears it away.
import { useEffect, useRef, useState } from 'react'
import { CONTENT } from '../../content/index.ts'
import { clockFace } from '../game/clockFace.ts'
import type { SaveSummary } from '../../persist/savedGame.ts'
import { appSaves } from './appSaves.ts'
import { playHashWithGame } from './gameQuery.ts'
import './persist.css'

const investigatorNames = new Map(CONTENT.investigators.map((i) => [i.id, i.name]))
const ancientOneNames = new Map(CONTENT.ancientOnes.map((a) => [a.id, a.name]))

type Listing =
  | { readonly state: 'loading' }
  | { readonly state: 'off' }
  | { readonly state: 'ready'; readonly saves: readonly SaveSummary[] }

export function ContinuePanel() {
  const [listing, setListing] = useState<Listing>({ state: 'loading' })
  const [confirming, setConfirming] = useState<string | null>(null)
  const [said, setSaid] = useState('')

  useEffect(() => {
    let cancelled = false
    const saves = appSaves()
    if (!saves) {
      setListing({ state: 'off' })
      return
    }
    saves
      .list()
      .then((list) => !cancelled && setListing({ state: 'ready', saves: list }))
      .catch(() => !cancelled && setListing({ state: 'off' }))
    return () => {
      cancelled = true
    }
  }, [])

  if (listing.state === 'loading') return null
  if (listing.state === 'off')
    return (
      <section className="continue-games" aria-labelledby="continue-title">
        <h2 id="continue-title">Continue</h2>
        <p className="storage-off">
          This browser keeps no saved games here (its storage is off), so games are not saved.
        </p>
      </section>
    )
  if (listing.saves.length === 0) return null

  const remove = async (save: SaveSummary) => {
    await appSaves()?.remove(save.id)
    setConfirming(null)
    setSaid(`Deleted the game of ${describePlayers(save)}.`)
    setListing({ state: 'ready', saves: listing.saves.filter((s) => s.id !== save.id) })
  }

  return (
    <section className="continue-games" aria-labelledby="continue-title">
      <h2 id="continue-title">Continue</h2>
      <ol aria-label="Saved games, most recent first">
        {listing.saves.map((save) => (
          <SaveRow
            key={save.id}
            save={save}
            confirming={confirming === save.id}
            onAskDelete={() => setConfirming(save.id)}
            onCancel={() => setConfirming(null)}
            onDelete={() => void remove(save)}
          />
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </section>
  )
}

type RowProps = {
  readonly save: SaveSummary
  readonly confirming: boolean
  readonly onAskDelete: () => void
  readonly onCancel: () => void
  readonly onDelete: () => void
}

function SaveRow({ save, confirming, onAskDelete, onCancel, onDelete }: RowProps) {
  const confirmButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  useEffect(() => {
    if (confirming) confirmButton.current?.focus()
    else if (wasConfirming.current) deleteButton.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])
  const players = describePlayers(save)
  return (
    <li data-save-id={save.id}>
      <a href={playHashWithGame(save.setup, save.id)}>{players}</a>
      <span className="save-detail">
        {save.status === 'playing' ? (
          `Turn ${save.turn}, ${hourWords(save.clock)}`
        ) : (
          <span className="finished">
            {save.status === 'won' ? 'Won' : 'Lost'} on turn {save.turn}
          </span>
        )}
        {' · '}last played <time dateTime={new Date(save.updatedAt).toISOString()}>{lastPlayed(save.updatedAt)}</time>
      </span>
      <span className="save-actions">
        <button
          ref={deleteButton}
          type="button"
          className="shell-button"
          aria-label={`Delete the game of ${players}`}
          aria-expanded={confirming}
          onClick={onAskDelete}
        >
          Delete
        </button>
      </span>
      {confirming && (
        <div
          className="confirm"
          role="group"
          aria-label="Confirm delete"
          onKeyDown={(e) => e.key === 'Escape' && onCancel()}
        >
          <p>Delete this game for good?</p>
          <button ref={confirmButton} type="button" className="shell-button danger" onClick={onDelete}>
            Delete it
          </button>
          <button type="button" className="shell-button" onClick={onCancel}>
            Keep it
          </button>
        </div>
      )}
    </li>
  )
}

/** "Ada Quill and Tomas Reyes against Cthulhu". */
function describePlayers(save: SaveSummary): string {
  const names = save.investigators.map((id) => investigatorNames.get(id) ?? id)
  const list =
    names.length <= 1 ? (names[0] ?? 'No investigator') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
  return `${list} against ${ancientOneNames.get(save.ancientOne) ?? save.ancientOne}`
}

/** The hour in words (a save from elsewhere may hold any number: it is not worth a thrown error here). */
function hourWords(clock: number): string {
  return [0, 3, 6, 9].includes(clock) ? clockFace(clock).words : `hour ${clock}`
}

/** When a game was last played, in words a player reads at a glance. */
export function lastPlayed(at: number, now = Date.now()): string {
  const minutes = Math.round((now - at) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  return new Date(at).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' })
}

export default ContinuePanel
