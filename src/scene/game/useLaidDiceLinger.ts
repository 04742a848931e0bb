// A phone's close-up frames the tray alone while dice wait to be thrown (viewFrames.ts), so the moment dice were laid
// on a row (or one was discarded) it would leave the card in play at once: the row's stamp was never seen. The view
// lingers on the card and the dice a moment first, as a player's eye would, then moves to the tray.
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { animationSpeedAtom } from '../../state/settingsAtoms.ts'
import { rateOf } from '../../state/animationClock.ts'

/** How long the view stays on the card after dice were laid on it or discarded (seconds at animation speed 1). */
export const LINGER_SECONDS = 1.6

/**
 * Whether the dice of the roll in play wait to be thrown or tumble, as the close-up should frame them now: false for
 * a moment after the dice were laid down (the roll went from lying to ready at the same card), unless they are thrown
 * meanwhile; while a finger or the mouse is down the view keeps still, and moves once it is lifted. The animation
 * speed shortens the moment ("instant": none).
 */
export function useLaidDiceLinger(throwPending: boolean): boolean {
  const phase = useAtomValue(gameStateAtom)?.phase
  const speed = useAtomValue(animationSpeedAtom)
  const stage = phase?.kind === 'resolution' ? phase.stage : null
  const card = phase?.kind === 'resolution' && phase.target.kind === 'card' ? phase.target.cardId : null
  const [seen, setSeen] = useState({ stage, card })
  const [lingering, setLingering] = useState(false)

  // Compared with the stage seen at the last render (React's pattern for it), so the moment starts in the render
  // that first shows the dice laid down: the view never leaves the card for a frame.
  if (seen.stage !== stage || seen.card !== card) {
    setSeen({ stage, card })
    const laid = stage === 'ready' && card === seen.card && (seen.stage === 'rolled' || seen.stage === 'discarding')
    setLingering(laid && speed !== 0)
  }

  useEffect(() => {
    if (!lingering) return
    let down = 0
    let due = false
    const end = () => setLingering(false)
    const press = () => void down++
    const lift = () => {
      down = Math.max(0, down - 1)
      if (due && down === 0) end()
    }
    addEventListener('pointerdown', press, true)
    addEventListener('pointerup', lift, true)
    addEventListener('pointercancel', lift, true)
    const timer = setTimeout(
      () => {
        due = true
        if (down === 0) end()
      },
      (LINGER_SECONDS * 1000) / rateOf(speed),
    )
    return () => {
      clearTimeout(timer)
      removeEventListener('pointerdown', press, true)
      removeEventListener('pointerup', lift, true)
      removeEventListener('pointercancel', lift, true)
    }
  }, [lingering, speed])

  return throwPending && !(lingering && stage === 'ready')
}
