import { Suspense } from 'react'
import { lazyWithCards } from './lazyWithCards.ts'
import { RulesButton } from './rules/RulesButton.tsx'
import { SettingsButton } from './settings/SettingsButton.tsx'

// The form needs the card set and the rules engine; the rest of the start screen shows without them.
const NewGamePanel = lazyWithCards(() => import('./setup/NewGamePanel.tsx'))
// The saved games (storage and the card names), likewise after the first paint.
const ContinuePanel = lazyWithCards(() => import('./persist/ContinuePanel.tsx'))

/**
 * The game behind the start screen: a still of the museum room and a table just dealt (public/start-table.webp,
 * written by scripts/startStill.mjs from the real scene). An image, not the scene: the first screen loads no
 * three.js and its form answers at once (issue 41).
 */
export function StartBackdrop() {
  return (
    <div
      className="start-backdrop"
      aria-hidden="true"
      style={{ backgroundImage: `url(${import.meta.env.BASE_URL}start-table.webp)` }}
    />
  )
}

/**
 * The start screen: a dialog over the table with the New game form. Each other entry is a real link, so it works
 * from the keyboard and by URL. `refusal` is why a `#/play` (or `#/room`) address could not start a game.
 */
export function StartScreen({
  refusal = null,
  refusalTitle = 'That game cannot start',
}: {
  readonly refusal?: string | null
  readonly refusalTitle?: string
}) {
  return (
    <main className="start-screen" aria-labelledby="start-title">
      <div className="start-intro">
        <h1 id="start-title">Midnight Museum</h1>
        <p className="tagline">
          The exhibits stir after dark. Seal the Ancient One away before the clock strikes its last midnight.
        </p>
        {refusal && (
          <div className="refusal" role="alert">
            <h2>{refusalTitle}</h2>
            <p>{refusal}</p>
          </div>
        )}
        <nav aria-label="Start">
          {/* A newcomer's way in, first and foremost: the guide teaches a turn on the table itself. */}
          <p className="start-first">
            <a className="start-first-link" href="#/guide">
              Play a guided first game
            </a>
            <span className="start-first-note">New to the museum? One turn on the table, one note at a time.</span>
          </p>
          <ul>
            <li>
              <a href="#/tray">Dice tray</a>
              <span> — roll any mix of the eight dice</span>
            </li>
            <li>
              <a href="#/table">Explore the table</a>
              <span> — the museum at night</span>
            </li>
            <li>
              <SettingsButton />
              <RulesButton />
            </li>
          </ul>
        </nav>
        <Suspense fallback={null}>
          <ContinuePanel />
        </Suspense>
      </div>
      <Suspense
        fallback={
          <p className="loading-inline" role="status">
            Opening the ledger…
          </p>
        }
      >
        <NewGamePanel />
      </Suspense>
    </main>
  )
}
