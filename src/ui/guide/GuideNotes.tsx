// The first-game guide's notes, docked above the actions (GamePage's `guide`): one at a time, each shown when the
// game reaches its step and gone when the step is done (read from the engine's events and state, never a timer).
// Announced politely.
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import { eventsAtom, gameStateAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import { catalogFor } from '../../engine/index.ts'
import { ringAtom } from '../hud/hudAtoms.ts'
import { cardName } from '../log/cardName.ts'
import { revealHead } from '../game/revealInPanel.ts'
import { rulesOpenAtom } from '../rules/rulesAtoms.ts'
import { acknowledgedNotesAtom, guideClosedAtom } from './guideAtoms.ts'
import { GUIDE_FIRST_CARD, GUIDE_SETUP } from './guideSetup.ts'
import { GUIDE_NOTES, TOLD_NOTES, currentNote, guideProgress, type GuideNote } from './guideSteps.ts'
import { noteText } from './guideText.ts'
import './guide.css'

/** `[Space]` → <kbd>Space</kbd>. */
function withKeys(line: string): ReactNode[] {
  return line.split(/\[([^\]]+)\]/).map((part, i) => (i % 2 === 1 ? <kbd key={i}>{part}</kbd> : part))
}

/** A touch screen without hover (a phone, a tablet): the notes name taps and drags, never keys. */
function isTouchScreen(): boolean {
  return globalThis.matchMedia?.('(pointer: coarse) and (hover: none)').matches ?? false
}

function isForeignKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true
  const target = event.target
  if (target instanceof Element && target.closest('input, textarea, select, [contenteditable]')) return true
  return document.querySelector('dialog[open]') !== null
}

export function GuideNotes() {
  const numbered = useAtomValue(eventsAtom)
  const state = useAtomValue(gameStateAtom)
  const legal = useAtomValue(legalActionsAtom)
  const ring = useAtomValue(ringAtom)
  const [acknowledged, setAcknowledged] = useAtom(acknowledgedNotesAtom)
  const [closed, setClosed] = useAtom(guideClosedAtom)
  const openRules = useSetAtom(rulesOpenAtom)
  const events = useMemo(() => numbered.map((e) => e.event), [numbered])
  const ctx = state ? { events, state, legal, acknowledged } : null
  const note: GuideNote | null = closed || !ctx ? null : currentNote(ctx)
  const told = note !== null && TOLD_NOTES.includes(note)
  const touch = useMemo(isTouchScreen, [])
  const shown = useRef<HTMLDivElement>(null)

  // On a phone the sheet's height at peek follows the note (guide.css): its last line, what to tap, is never cut.
  // Each new note is scrolled into its panel's view: the player may have scrolled the actions under it to tap one.
  useLayoutEffect(() => {
    const el = shown.current
    const side = el?.closest<HTMLElement>('.game-side')
    if (!el || !side) return
    revealHead(el)
    const sizes = new ResizeObserver(() => side.style.setProperty('--guide-note-height', `${el.offsetHeight}px`))
    sizes.observe(el)
    return () => {
      sizes.disconnect()
      side.style.removeProperty('--guide-note-height')
    }
  }, [note])

  useEffect(() => {
    if (!told || note === null) return
    const onKey = (event: KeyboardEvent): void => {
      if ((event.key === 'g' || event.key === 'G') && !isForeignKey(event)) {
        event.preventDefault()
        setAcknowledged((s) => new Set([...s, note]))
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [told, note, setAcknowledged])

  const place = ring.indexOf(GUIDE_FIRST_CARD)
  const words = {
    cardName: cardName(catalogFor(GUIDE_SETUP.content ?? ''), GUIDE_FIRST_CARD),
    place: place < 0 ? null : place + 1,
    touch,
  }
  const text = note === null ? null : noteText(note, words)
  const finished = acknowledged.has('midnight')
  const progress = ctx ? guideProgress(ctx) : { done: 0, of: GUIDE_NOTES.length }
  return (
    // Always mounted, so a screen reader hears each new note as it comes (politely, after what it is saying).
    <section className="guide-layer" aria-live="polite" aria-atomic="true" aria-label="First-game guide">
      {text && note && (
        <div className="guide-note" data-note={note} ref={shown}>
          <p className="guide-step">
            First game · step {Math.min(progress.done + 1, progress.of)} of {progress.of}
          </p>
          <h2>{text.title}</h2>
          {text.lines.map((line) => (
            <p key={line}>{withKeys(line)}</p>
          ))}
          <div className="guide-actions">
            {told && (
              <button
                type="button"
                className="shell-button primary"
                onClick={() => setAcknowledged((s) => new Set([...s, note]))}
              >
                {note === 'midnight' ? 'Finish the guide' : 'Got it'} {!touch && <kbd>G</kbd>}
              </button>
            )}
            <button type="button" className="shell-button" onClick={() => openRules(true)}>
              The rule {!touch && <kbd>R</kbd>}
            </button>
            <button type="button" className="shell-button guide-end" onClick={() => setClosed(true)}>
              End the guide
            </button>
          </div>
        </div>
      )}
      {finished && <p className="sr-only">The guide is over. The game is yours.</p>}
    </section>
  )
}
