// The whole game as log lines: the events folded in order, so each sentence names whoever held the seat then.
import type { DieColor, GameEvent, Location } from '../../engine/index.ts'
import { cardName, type Catalog } from './cardName.ts'
import { eventSentence } from './eventSentence.ts'

/** How a line reads in the log: turn lines open a turn, the end line closes the game. */
export type LogLineKind = 'turn' | 'roll' | 'task' | 'danger' | 'end' | 'plain'
export type LogLine = {
  readonly n: number
  readonly type: GameEvent['type']
  readonly text: string
  readonly kind: LogLineKind
}

/** What the narration starts from: the seats' investigators when the game began, and the dice's colours. */
export type NarrationStart = {
  readonly cat: Catalog
  readonly ancientOne: string
  readonly investigators: readonly (string | null)[]
  readonly dieColors: readonly DieColor[]
  /** At a room's table: who plays each investigator (player index → name), told beside the investigator's. */
  readonly seatNames?: ReadonlyMap<number, string>
}

const KINDS: Partial<Record<GameEvent['type'], LogLineKind>> = {
  turnStarted: 'turn',
  diceRolled: 'roll',
  taskCompleted: 'task',
  adventureResolved: 'task',
  elderSignAdded: 'task',
  doomAdded: 'danger',
  investigatorDevoured: 'danger',
  ancientOneAwakened: 'danger',
  adventureFailed: 'danger',
  gameWon: 'end',
  gameLost: 'end',
}

/** Tells each event in a sentence, in order. `events` carry their running number `n`. */
export function narrate(
  events: readonly { readonly n: number; readonly event: GameEvent }[],
  start: NarrationStart,
): LogLine[] {
  const seats = [...start.investigators]
  let target: Location | null = null
  const ctx = {
    cat: start.cat,
    ancientOne: start.ancientOne,
    playerName: (player: number) => {
      const id = seats[player]
      const name = id ? cardName(start.cat, id) : `Seat ${player + 1}`
      const who = start.seatNames?.get(player)
      return who ? `${name} (${who})` : name
    },
    dieColor: (dieId: number) => start.dieColors[dieId] ?? 'green',
    get target() {
      return target
    },
  }
  return events.map(({ n, event }) => {
    if (event.type === 'investigatorMoved') target = event.to
    const text = eventSentence(event, ctx)
    if (event.type === 'investigatorJoined') seats[event.player] = event.investigatorId
    return { n, type: event.type, text, kind: KINDS[event.type] ?? 'plain' }
  })
}
