// What the hands share without React state: the tray's physics, the dice lifted off their places this frame, the
// last faces read from the bodies, and how to pick a die up. The table's probe reads it for the browser tests.
import { createContext, useContext } from 'react'
import type { TableTray, TrayReading } from '../../physics/createTableTray.ts'
import type { ScreenTarget } from './dropTargets.ts'
import type { WorldTarget } from './dropPoints.ts'

/** A die on the screen (CSS px): its centre, and `size`, how far its edge spans along the table's x there. */
export type DieOnScreen = { id: number; x: number; y: number; size: number; where: 'tray' | 'row' | 'hand' | 'table' }

export type HandsKit = {
  /** The table's tray once Rapier has loaded (null before, and in a table without physics). */
  tray: TableTray | null
  /** Dice not drawn at their place now: held, staged on a row, or flying back. */
  readonly lifted: Set<number>
  /** The last roll whose faces were read from the bodies, as reported to the engine. */
  lastRead: TrayReading | null
  /** Picks die `id` up under the pointer (from the tray, a row, a marker or a spell); false if it cannot be. */
  grab: (id: number, event: PointerEvent) => boolean
  /**
   * A hand in the room (a headset's controller or tracked hand) on the same rules as the pointer's: pick die `id`
   * up, carry it to a table point, let it go over a target (its key) or nowhere. Null until the hands are laid.
   */
  reach: Reach | null
  /** Every drop point on the screen now (CSS px). */
  targets: () => ScreenTarget[]
  /** The screen point of each die the hands know (the tray's, the staged and the held), CSS px. */
  dice: () => DieOnScreen[]
  /** Starts an 8-dice tumble in the tray for a benchmark (nothing is reported); false while dice move. */
  throwNow: () => boolean
  /** Whether the sheet that turns a press over the tray into a throw has been drawn (a press there now throws). */
  throwReady: boolean
  /**
   * A throw the table rolled tumbling here: its roll, when its message arrived and when its first frame was drawn
   * (page clock plus the time origin, comparable across the pages of one machine; 0 until drawn). The rooms bench
   * times a phone's flick by it.
   */
  remoteTumble: { rollId: number; receivedAt: number; drawnAt: number } | null
  /** At a room's table, the roll whose throw this screen last sent to the table (-1: none): it is sent once. */
  sentRoll: number
}

export type Reach = {
  readonly pickUp: (id: number) => boolean
  readonly carry: (point: { readonly x: number; readonly y: number; readonly z: number }) => void
  readonly letGo: (key: string | null) => void
  /** Every drop point on the table now, in world coordinates. */
  readonly targets: () => WorldTarget[]
}

export function createHandsKit(): HandsKit {
  return {
    tray: null,
    lifted: new Set(),
    lastRead: null,
    grab: () => false,
    reach: null,
    targets: () => [],
    dice: () => [],
    throwNow: () => false,
    throwReady: false,
    remoteTumble: null,
    sentRoll: -1,
  }
}

export const HandsKitContext = createContext<HandsKit | null>(null)

export function useHandsKit(): HandsKit {
  const kit = useContext(HandsKitContext)
  if (!kit) throw new Error('hands: useHandsKit needs the game table around it')
  return kit
}
