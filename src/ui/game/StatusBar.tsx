// The status bar along the top of the game page: the clock, doom, Elder Signs, the active investigator and the ring.
import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useRef } from 'react'
import { doomAtom, elderSignsAtom, gameStateAtom, hourAtom, turnNumberAtom } from '../../state/gameAtoms.ts'
import { seatNamesAtom } from '../../state/room/tableRoom.ts'
import { focusedCardAtom } from '../../state/uiAtoms.ts'
import { zoomOpenAtom } from '../zoom/zoomAtoms.ts'
import { clockFace } from './clockFace.ts'
import { activeInvestigatorAtom, ancientOneCardAtom, ringCardsAtom } from './shellAtoms.ts'

/**
 * A group of figures that scrolls across (a phone with larger text: tableLayout.css) takes the keyboard's focus, so
 * its hidden figures can be reached by arrow keys too; one that fits takes none. `shown`: whether the group is drawn.
 */
function useFocusableWhenScrolling(shown: boolean) {
  const ref = useRef<HTMLDListElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const check = () => {
      if (el.scrollWidth > el.clientWidth + 1) el.tabIndex = 0
      else el.removeAttribute('tabindex')
    }
    const sizes = new ResizeObserver(check)
    sizes.observe(el)
    return () => sizes.disconnect()
  }, [shown])
  return ref
}

/** Each value sits alone in its `data-testid` element, so browser tests compare it with the engine's state. */
export function StatusBar() {
  return (
    <header className="status-bar" aria-label="Game status" data-frame-panel="status">
      <ClockStatus />
      <InvestigatorStatus />
      <RingList />
    </header>
  )
}

function ClockStatus() {
  const hour = clockFace(useAtomValue(hourAtom))
  const doom = useAtomValue(doomAtom)
  const signs = useAtomValue(elderSignsAtom)
  const ancientOne = useAtomValue(ancientOneCardAtom)
  const turn = useAtomValue(turnNumberAtom)
  const group = useFocusableWhenScrolling(true)
  return (
    <dl className="status-group" ref={group}>
      <div>
        <dt>Hour</dt>
        <dd>
          <span className="status-value" data-testid="status-hour">
            {hour.numeral}
          </span>{' '}
          <span className="status-words">{hour.words}</span>
        </dd>
      </div>
      <div>
        <dt>Doom</dt>
        <dd>
          <span className="status-value" data-testid="status-doom">
            {doom}
          </span>
          {ancientOne && <span className="status-words"> of {ancientOne.doomTrack.length}</span>}
        </dd>
      </div>
      <div>
        <dt>Elder Signs</dt>
        <dd className="status-value" data-testid="status-elder-signs">
          {signs} / {ancientOne?.elderSigns ?? '?'}
        </dd>
      </div>
      <div>
        <dt>Turn</dt>
        <dd className="status-value">{turn}</dd>
      </div>
    </dl>
  )
}

function InvestigatorStatus() {
  const investigator = useAtomValue(activeInvestigatorAtom)
  const names = useAtomValue(seatNamesAtom)
  const player = useAtomValue(gameStateAtom)?.turn.player ?? 0
  const group = useFocusableWhenScrolling(investigator !== null)
  if (!investigator) return null
  const seat = names.get(player)
  return (
    <dl className="status-group" ref={group}>
      {seat && (
        <div className="status-seat">
          <dt>Whose turn</dt>
          <dd className="status-value" data-testid="status-seat">
            {seat}
          </dd>
        </div>
      )}
      <div className="status-investigator">
        <dt>Investigator</dt>
        <dd className="status-value" data-testid="status-investigator">
          {investigator.name}
        </dd>
      </div>
      <div>
        <dt>Sanity</dt>
        <dd className="status-value" data-testid="status-sanity">
          {investigator.sanity}/{investigator.maxSanity}
        </dd>
      </div>
      <div>
        <dt>Stamina</dt>
        <dd className="status-value" data-testid="status-stamina">
          {investigator.stamina}/{investigator.maxStamina}
        </dd>
      </div>
      <div>
        <dt>Clues</dt>
        <dd className="status-value" data-testid="status-clues">
          {investigator.clues}
        </dd>
      </div>
    </dl>
  )
}

/** The ring's six cards by place; each is a button that opens the card in the zoom panel. */
function RingList() {
  const cards = useAtomValue(ringCardsAtom)
  const focus = useSetAtom(focusedCardAtom)
  const openZoom = useSetAtom(zoomOpenAtom)
  return (
    <nav className="ring-list" aria-label="Adventures around the clock">
      <ol>
        {cards.map((card, i) => (
          <li key={card.id}>
            <button
              type="button"
              className="ring-card"
              onClick={() => {
                focus(card.id)
                openZoom(true)
              }}
            >
              {/* The name is the words on the button, so speech and sight agree ("1 The Herbarium — read the card"). */}
              <span className="ring-place">{i + 1}</span> <span data-testid={`ring-card-${i + 1}`}>{card.name}</span>
              <span className="sr-only"> — read the card</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}
