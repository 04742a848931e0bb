// A table's move for the rooms bench's real tables (humanPace.ts): plain play from the engine's own legal actions,
// without the engine bot's look-ahead. The bot weighs every assignment of dice and every destination's odds (about
// 6–13 ms a move, its worst some hundreds): at 1,000 tables that alone took most of a core of the two the servers
// share with the load generator. What a server does for a move is the same whichever move a table picks; this one
// rolls at least as often as a person would (it never gives up an adventure, never spends a card or a spell), and
// costs the engine's `legalActions` (under 1 ms).
import { CHOICE_ACTIONS, legalActions, type Action, type GameState } from '../../src/engine/index.ts'
import type { Random } from '../../src/physics/createRandom.ts'

/** What a table does first when it may: take its roll, complete a task, roll again, answer, move on. */
const FIRST: readonly Action['type'][] = [
  'reportRoll',
  'completeTask',
  'rollDice',
  ...CHOICE_ACTIONS,
  'moveTo',
  'failRoll',
  'discardDie',
]
/** What it does only when nothing else is legal. */
const LAST = new Set<Action['type']>(['abandonAdventure', 'useCard', 'useAbility', 'castSpell', 'assist', 'spendClue'])

/** The table's move in `state`; the destination of a move is drawn from `rng` among the legal ones. */
export function plainMove(state: GameState, rng: Random): Action {
  const legal = legalActions(state)
  for (const type of FIRST) {
    const of = legal.filter((a) => a.type === type)
    if (of.length > 0) return of[type === 'moveTo' ? rng.int(0, of.length - 1) : 0]!
  }
  const move = legal.find((a) => !LAST.has(a.type)) ?? legal[0]
  if (!move) throw new Error('bench: a table has no legal move')
  return move
}
