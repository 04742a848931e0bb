// The adventure card the player's rules draw and explain (docs/playing.md, "Reading an adventure card"): our own,
// drawn by the table's own painter so it looks like the cards on the table. Not part of any content set.
import { parseCard, type AdventureCard, type Card } from '../../engine/index.ts'

export const EXAMPLE_CARD: AdventureCard = {
  id: 'rules-example',
  name: 'The Whispering Stacks',
  otherWorld: false,
  trophies: 2,
  tasks: '4I / L P / T 1san {}',
  lock: null,
  terror: [{ kind: 'stamina', amount: -1 }],
  atMidnight: [],
  rewards: [
    { kind: 'elderSign', amount: 1 },
    { kind: 'clue', amount: 1 },
  ],
  penalties: [
    { kind: 'sanity', amount: -1 },
    { kind: 'doom', amount: 1 },
  ],
}

/** The example card's rows, parsed as the engine parses every card. */
export function exampleRows(): Card {
  const parsed = parseCard(EXAMPLE_CARD.tasks)
  if (!parsed.ok) throw new Error(`ui: the rules' example card does not parse: ${parsed.error.message}`)
  return parsed.value
}
