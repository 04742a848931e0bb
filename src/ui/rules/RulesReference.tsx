// The rules reference: docs/rules.md inside the game, opened at the rule in play, searchable. Loaded only when
// first opened (the page's markdown and its renderer stay out of the table's first download).
import { useStore } from 'jotai'
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react'
import rulesSource from '../../../docs/rules.md?raw'
import { gameStateAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import { useModalDialog } from '../settings/useModalDialog.ts'
import { highlightMatches } from './highlightMatches.ts'
import { ruleInPlay, type RulePlace } from './ruleInPlay.ts'
import {
  filterSections,
  parseRulesDoc,
  renderSection,
  rulingElementId,
  searchWords,
  sectionElementId,
  type RulesSection,
} from './rulesDoc.ts'
import './rules.css'

const SECTIONS = parseRulesDoc(rulesSource)
const rendered = new Map<string, string>()
const htmlOf = (section: RulesSection): string => {
  let html = rendered.get(section.id)
  if (html === undefined) rendered.set(section.id, (html = renderSection(section)))
  return html
}

/** Where the reference opens: the rule in play during a game, else the top. */
function usePlaceAtOpen(): RulePlace | null {
  const store = useStore()
  return useState(() => {
    const state = store.get(gameStateAtom)
    return state ? ruleInPlay(state, store.get(legalActionsAtom)) : null
  })[0]
}

function scrollToElement(id: string): HTMLElement | null {
  const element = document.getElementById(id)
  element?.scrollIntoView({ block: 'start' })
  return element
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
  const inPlay = place ? SECTIONS.find((s) => s.id === place.anchor) : undefined

  useEffect(() => {
    if (!place) return
    const element =
      (place.ruling && scrollToElement(rulingElementId(place.ruling))) ||
      scrollToElement(sectionElementId(place.anchor))
    element?.classList.add('is-in-play')
  }, [place])

  useEffect(() => {
    const root = textRef.current
    if (root) setHits(highlightMatches(root, words))
    if (words.length > 0) root?.querySelector('mark')?.scrollIntoView({ block: 'center' })
  }, [words, shown])

  const followLink = (event: MouseEvent<HTMLElement>): void => {
    const link = (event.target as Element).closest('a[data-rules-anchor]')
    if (!link) return
    event.preventDefault()
    const anchor = link.getAttribute('data-rules-anchor') ?? ''
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
          {inPlay ? (
            <>
              Opened at the rule in play: <strong>{inPlay.title}</strong>
              {place?.ruling && <>, ruling {place.ruling}</>}
            </>
          ) : (
            'The rules this game plays, in our own words.'
          )}
        </p>
        <button type="button" className="shell-button rules-close" onClick={onClose}>
          Close (Esc)
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
            <section key={s.id} id={sectionElementId(s.id)} aria-labelledby={`${sectionElementId(s.id)}-title`}>
              <h3 id={`${sectionElementId(s.id)}-title`} tabIndex={-1}>
                {s.title}
              </h3>
              <div dangerouslySetInnerHTML={{ __html: htmlOf(s) }} />
            </section>
          ))}
        </div>
      </div>
    </dialog>
  )
}

export default RulesReference
