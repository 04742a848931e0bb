// The words of the first-game guide (our own). `[Space]` in a line is a key, drawn as <kbd>.
import type { GuideNote } from './guideSteps.ts'

/**
 * What a note may name: the suggested adventure, and the key (ring place) that picks it; `touch`: a touch screen
 * without keys, where a note names what to tap or drag instead.
 */
export type GuideWords = { readonly cardName: string; readonly place: number | null; readonly touch?: boolean }

export type NoteText = { readonly title: string; readonly lines: readonly string[] }

/** The title and lines of one note. */
export function noteText(note: GuideNote, words: GuideWords): NoteText {
  switch (note) {
    case 'move':
      return {
        title: 'Your first turn: choose an adventure',
        lines: [
          'Six adventures ring the clock. Each turn you go to one and try to meet its task rows with the dice.',
          words.touch
            ? `Tap ${words.cardName} on the table, then “Go here” on it (or “Move to” in the panel). It is not ` +
              'the safest card on the table: it is chosen because one turn there shows every step.'
            : words.place === null
              ? 'Press a number from [1] to [6] (the ring’s places, clockwise from XII) and then [Enter].'
              : `Press [${words.place}] for ${words.cardName}, then [Enter]. It is not the safest card on the table: ` +
                'it is chosen because one turn there shows every step — a task met, a roll failed, a die focused.',
        ],
      }
    case 'roll':
      return {
        title: 'Roll the dice',
        lines: [
          'The green dice are your pool. Each task row asks for certain faces: magnifying glasses add up, scrolls, skulls and tentacles must each be shown.',
          words.touch ? 'Flick the dice across the tray, or tap “Roll the dice”.' : 'Press [Space] to roll.',
        ],
      }
    case 'assign':
      return {
        title: 'Meet a task row',
        lines: [
          words.touch
            ? 'Some of these faces meet a row of the card. Drag those dice onto the row, or tap the task’s button in the panel.'
            : 'Some of these faces meet a row of the card. Pick those dice with their numbers ([1]–[8]) and press [Enter], or press the task’s button in the panel.',
          words.touch
            ? 'Only one task per roll: the dice left over roll again.'
            : 'Only one task per roll: the dice left over roll again with [Space].',
        ],
      }
    case 'fail':
      return {
        title: 'A roll that meets nothing fails',
        lines: [
          words.touch
            ? 'When no row can be met, tap “Fail the roll”. Terror faces may then set off the card’s terror.'
            : 'When no row can be met, press [F] to fail the roll. Terror faces may then set off the card’s terror.',
          words.touch
            ? 'A failed roll costs one die: tap the die to discard in the panel. Losing your last die fails the adventure.'
            : 'A failed roll costs one die: pick it ([1]–[8]) and press [Enter] to discard it. Losing your last die fails the adventure.',
        ],
      }
    case 'focus':
      return {
        title: 'Focus one die',
        lines: [
          words.touch
            ? 'After a discard you may keep one die aside: it keeps its face and waits for a later task. Tap it in the panel — once a turn.'
            : 'After a discard you may keep one die aside: it keeps its face and waits for a later task. Pick it and press [Enter] — once a turn.',
          words.touch ? 'Or simply roll the rest again.' : 'Or simply roll the rest again with [Space].',
        ],
      }
    case 'clock':
      return {
        title: 'The clock moves on',
        lines: [
          'Every turn ends with the clock’s hand moving three hours (some costs and failures push it further). Then the next turn begins.',
          'When the hand reaches XII, midnight strikes. Play on: the guide speaks once more at midnight.',
        ],
      }
    case 'midnight':
      return {
        title: 'Midnight',
        lines: [
          'At midnight the cards’ night effects happen and a new Mythos card is drawn. Doom creeps up the Ancient One’s track; when it fills, the Ancient One awakens. Collect Elder Signs first to seal it away.',
          words.touch
            ? 'That was a whole turn and a night. The museum is yours: Rules, at the foot, opens at the step you are on.'
            : 'That was a whole turn and a night. The museum is yours: [R] opens the rules at the step you are on, [?] lists every key.',
        ],
      }
  }
}
