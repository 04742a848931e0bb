import type { GameEvent } from '../../engine/index.ts'
import type { LogLine } from '../log/narrate.ts'

/** The events a screen reader hears as they happen; the rest stay in the log. */
const ANNOUNCED: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([
  'diceRolled',
  'taskCompleted',
  'adventureResolved',
  'adventureFailed',
  'turnStarted',
  'investigatorDevoured',
  'ancientOneAwakened',
  'gameWon',
  'gameLost',
])

/** The announcement for a batch of new log lines: the announced ones in order, as one message ('' if none). */
export function announcedLines(lines: readonly LogLine[]): string {
  return lines
    .filter((line) => ANNOUNCED.has(line.type))
    .map((line) => line.text)
    .join(' ')
}
