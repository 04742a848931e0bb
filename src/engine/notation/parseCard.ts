// Revised rulebook, "Adventure Card Anatomy": a card's tasks, in any order or top to bottom.
import type { Card, ParseError, Task } from '../card.ts'
import { err, ok, type Result } from '../result.ts'
import { parseTask } from './parseTask.ts'

/**
 * Parses a card: tasks joined by ` / ` (any order) or ` > ` (top to bottom), never both.
 * Errors give the 0-based character position and a reason a content author can act on.
 */
export function parseCard(notation: string): Result<Card, ParseError> {
  if (notation.trim() === '') return err({ position: 0, message: 'The card is empty: write at least one task.' })
  let separator: '/' | '>' | null = null
  const tasks: Task[] = []
  let start = 0
  for (let i = 0; i <= notation.length; i++) {
    const ch = notation[i]
    if (i < notation.length && ch !== '/' && ch !== '>') continue
    if (ch === '/' || ch === '>') {
      if (separator !== null && separator !== ch)
        return err({ position: i, message: 'A card uses either " / " or " > " between its tasks, not both.' })
      separator = ch
    }
    const part = notation.slice(start, i)
    if (part.trim() === '') return err({ position: i, message: 'Empty task: two separators or a separator at an end.' })
    const task = parseTask(part, start)
    if (!task.ok) return task
    tasks.push(task.value)
    start = i + 1
  }
  return ok({ tasks, ordered: separator === '>' })
}
