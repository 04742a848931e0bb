// Finds a seed for the first-game guide (src/ui/guide/guideSetup.ts): one investigator, and a newcomer who
// follows the guide's notes — the plain keyboard path the guide's browser test takes — meets every step in the
// first turn (a move, a roll, a task completed, a failed roll and a discard, a focus, the clock advancing) and
// midnight within the first few turns. Run: npx tsx scripts/findGuideSeed.ts [from] [count]
import '../src/content/contentSets.ts'
import {
  DEFAULT_CONTENT_SET,
  applyAction,
  createGame,
  legalActions,
  type Action,
  type GameState,
} from '../src/engine/index.ts'

/** The plain path: the suggested card on turn 1, then the first adventure offered; a task when one is open, else fail. */
export function plainAction(state: GameState, firstCard: string | null): Action | undefined {
  const legal = legalActions(state)
  const find = <T extends Action['type']>(type: T) =>
    legal.find((a): a is Extract<Action, { type: T }> => a.type === type)
  if (state.pendingChoices.length > 0) return legal.find((a) => a.type.startsWith('choose'))
  const moves = legal.filter((a): a is Extract<Action, { type: 'moveTo' }> => a.type === 'moveTo')
  if (moves.length > 0) {
    const cards = moves.filter((m) => m.to.kind === 'card')
    return cards.find((m) => m.to.kind === 'card' && m.to.cardId === firstCard) ?? cards[0] ?? moves[0]
  }
  return (
    find('reportRoll') ??
    find('completeTask') ??
    find('focusDie') ??
    find('rollDice') ??
    find('failRoll') ??
    find('discardDie') ??
    legal.find((a) => a.type !== 'abandonAdventure' && a.type !== 'useCard' && a.type !== 'useAbility') ??
    legal[0]
  )
}

type Found = { seed: number; firstCard: string; firstTurn: string; midnightTurn: number }

function tryGame(seed: number): Found | null {
  const state = createGame({ seed, investigators: 1, content: DEFAULT_CONTENT_SET })
  const cards = legalActions(state).flatMap((a) => (a.type === 'moveTo' && a.to.kind === 'card' ? [a.to.cardId] : []))
  for (const card of cards) {
    const found = playFrom(seed, card)
    if (found) return found
  }
  return null
}

function playFrom(seed: number, firstCard: string): Found | null {
  let state = createGame({ seed, investigators: 1, content: DEFAULT_CONTENT_SET })
  const firstTurn: string[] = []
  for (let i = 0; i < 300 && state.status === 'playing'; i++) {
    const action = plainAction(state, firstCard)
    if (!action) return null
    const result = applyAction(state, action)
    if (!result.ok) return null
    const turn = state.turn.number
    if (turn === 1) firstTurn.push(action.type)
    state = result.state
    if (result.events.some((e) => e.type === 'midnightStruck')) {
      const t = firstTurn
      const order = ['moveTo', 'rollDice', 'completeTask', 'failRoll', 'discardDie', 'focusDie']
      const shows = order.every((a) => t.includes(a)) && t.indexOf('completeTask') < t.indexOf('failRoll')
      return shows && t[0] === 'moveTo' ? { seed, firstCard, firstTurn: t.join(' '), midnightTurn: turn } : null
    }
  }
  return null
}

if (process.argv[1]?.endsWith('findGuideSeed.ts')) main()
function main(): void {
  const from = Number(process.argv[2] ?? 1)
  const count = Number(process.argv[3] ?? 300)
  for (let seed = from; seed < from + count; seed++) {
    const found = tryGame(seed)
    if (found && found.midnightTurn <= 3) console.log(JSON.stringify(found))
  }
}
