// The rules reference: the player's rules (docs/playing.md) inside the game, with pictures, opened at the rule in
// play, searchable; the engine's rulings (docs/rules.md) only in a closed fold under the sections they serve. Loaded
// only when first opened (the pages and their renderer stay out of the table's first download).
import { useAtomValue, useStore } from 'jotai'
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react'
import playingSource from '../../../docs/playing.md?raw'
import rulesSource from '../../../docs/rules.md?raw'
import { gameStateAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import { useModalDialog } from '../settings/useModalDialog.ts'
import { highlightMatches } from './highlightMatches.ts'
import { paintPictures } from './paintPictures.ts'
import type { PlayerSectionId } from './playerSections.ts'
import { ruleInPlay } from './ruleInPlay.ts'
import { rulesRequestAtom } from './rulesAtoms.ts'
import {
  filterSections,
  parseRulesDoc,
  renderFold,
  renderSection,
  searchWords,
  sectionElementId,
  type RulesSection,
} from './rulesDoc.ts'
import './rules.css'

const SECTIONS = parseRulesDoc(playingSource)
const ENGINE = new Map(parseRulesDoc(rulesSource).map((s) => [s.id, s]))
/** Which player section folds each of the engine's sections in: a link between rulings lands there. */
const FOLDED_IN = new Map(SECTIONS.flatMap((s) => s.engine.map((id) => [id, s.id] as const)))

const rendered = new Map<string, string>()
const htmlOf = (key: string, render: () => string): string => {
  let html = rendered.get(key)
  if (html === undefined) rendered.set(key, (html = render()))
  return html
}
const playerHtml = (s: RulesSection): string => htmlOf(s.id, () => renderSection(s))
const engineHtml = (s: RulesSection): string => htmlOf(`engine:${s.id}`, () => renderFold(s, ENGINE))

/** Where the reference opens: the section a caller asked for, else the rule in play during a game, else the top. */
function usePlaceAtOpen(): { readonly anchor: PlayerSectionId; readonly asked: boolean } | null {
  const store = useStore()
  const request = useAtomValue(rulesRequestAtom)
  return useState(() => {
    if (request) return { anchor: request, asked: true }
    const state = store.get(gameStateAtom)
    return state ? { anchor: ruleInPlay(state, store.get(legalActionsAtom)).anchor, asked: false } : null
  })[0]
}

/** The reference as a modal dialog; `onClose` when the player closes it (button or Esc). */
export function RulesReference({ onClose }: { readonly onClose: () => void }) {
  const ref = useModalDialog(true)
  const place = usePlaceAtOpen()
  const [query, setQuery] = useState('')
  const words = useMemo(() => searchWords(query), [query])
  const shown = useMemo(() => filterSections(SECTIONS, query), [query])
  const textRef = useRef<HTMLDivElement>(null)
  const [hits, setHits] = useState(0)
  const titleId = useId()
  const opened = place ? SECTIONS.find((s) => s.id === place.anchor) : undefined

  useEffect(() => {
    if (!place) return
    document.getElementById(sectionElementId(place.anchor))?.querySelector('h3')?.scrollIntoView({ block: 'start' })
    // The section's entry in the list too (on a phone the list is one row that scrolls sideways).
    document.querySelector('.rules-nav a[aria-current]')?.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [place])

  useEffect(() => {
    const root = textRef.current
    if (!root) return
    let live = true
    // The card is lettered in the table's type: painted once the page's fonts are in.
    void document.fonts.ready.then(() => {
      if (live) paintPictures(root)
    })
    const player = [...root.querySelectorAll<HTMLElement>('.rules-player')]
    setHits(player.reduce((n, part) => n + highlightMatches(part, words), 0))
    if (words.length > 0) root.querySelector('mark')?.scrollIntoView({ block: 'center' })
    return () => {
      live = false
    }
  }, [words, shown])

  const followLink = (event: MouseEvent<HTMLElement>): void => {
    const link = (event.target as Element).closest('a[data-rules-anchor]')
    if (!link) return
    event.preventDefault()
    const target = link.getAttribute('data-rules-anchor') ?? ''
    const anchor = FOLDED_IN.get(target) ?? target
    if (!document.getElementById(sectionElementId(anchor))) setQuery('')
    requestAnimationFrame(() => goTo(anchor))
  }
  const goTo = (anchor: string): void => {
    const heading = document.getElementById(sectionElementId(anchor))?.querySelector('h3')
    heading?.scrollIntoView({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }

  return (
    <dialog
      ref={ref}
      className="rules-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={(event) => {
        // Esc closes at once, also from the search field (where the browser would only clear the words).
        if (event.key === 'Escape') {
          event.preventDefault()
          onClose()
        }
      }}
    >
      <header className="rules-header">
        <h2 id={titleId}>Rules reference</h2>
        <p className="rules-where">
          {opened ? (
            <>
              {place?.asked ? 'Opened at ' : 'Opened at the rule in play: '}
              <strong>{opened.title}</strong>
            </>
          ) : (
            'How to play, in plain words.'
          )}
        </p>
        <button type="button" className="shell-button rules-close" onClick={onClose}>
          Close <kbd>Esc</kbd>
        </button>
      </header>
      <div className="rules-body">
        <nav className="rules-nav" aria-label="Sections of the rules">
          <label className="rules-search">
            <span>Search the rules</span>
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              placeholder="focus, midnight, locked…"
              data-autofocus
            />
          </label>
          <p className="rules-count" role="status">
            {words.length === 0
              ? `${SECTIONS.length} sections`
              : shown.length === 0
                ? `No section holds “${query.trim()}”`
                : `${shown.length} ${shown.length === 1 ? 'section holds' : 'sections hold'} it, ${hits} ${hits === 1 ? 'match' : 'matches'}`}
          </p>
          <ol>
            {shown.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${sectionElementId(s.id)}`}
                  aria-current={s.id === place?.anchor ? 'location' : undefined}
                  onClick={(e) => {
                    e.preventDefault()
                    goTo(s.id)
                  }}
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/* Focusable so the keyboard can scroll it; its links move between sections, never away from the game. */}
        <div className="rules-text" ref={textRef} tabIndex={0} onClick={followLink} aria-label="The rules">
          {shown.map((s) => (
            <section
              key={s.id}
              id={sectionElementId(s.id)}
              className={s.id === place?.anchor ? 'is-in-play' : undefined}
              aria-labelledby={`${sectionElementId(s.id)}-title`}
            >
              <h3 id={`${sectionElementId(s.id)}-title`} tabIndex={-1}>
                {s.title}
              </h3>
              <div className="rules-player" dangerouslySetInnerHTML={{ __html: playerHtml(s) }} />
              {s.engine.length > 0 && (
                <details className="rules-engine">
                  <summary>How the engine rules it</summary>
                  <div dangerouslySetInnerHTML={{ __html: engineHtml(s) }} />
                </details>
              )}
            </section>
          ))}
        </div>
      </div>
    </dialog>
  )
}

export default RulesReference
