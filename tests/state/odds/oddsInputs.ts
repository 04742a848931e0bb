// The independent check of the table's numbers: the inputs adventureOdds takes (card notation, pool, helps) for an
// attempt at `cardId`, read off the engine's own state after the move and its help query (odds/helpLeft.ts). Only
// for cards with no monster on them (a monster changes the tasks, which notation from the content would not show).
import {
  applyAction,
  catalogFor,
  type Face,
  type GameState,
  type OddsOptions,
  type OddsPool,
} from '../../../src/engine/index.ts'
import { helpLeft } from '../../../src/engine/odds/helpLeft.ts'
import { terrorModel } from '../../../src/engine/odds/index.ts'

export type OddsInputs = { readonly card: string; readonly pool: OddsPool; readonly opts: OddsOptions }

export function oddsInputs(state: GameState, cardId: string): OddsInputs | null {
  const board = state.board.find((b) => b.cardId === cardId)
  if (!board || board.monsters.some((m) => !m.defeated)) return null
  const moved = applyAction(state, { type: 'moveTo', to: { kind: 'card', cardId } })
  if (!moved.ok) return null
  const s = moved.state
  if (s.phase.kind !== 'resolution' || s.pendingChoices.length > 0) return null
  const cat = catalogFor(s.content)
  const help = helpLeft(s, s.phase, cat)
  const player = s.players[s.turn.player]
  if (!player) return null
  const pool = s.dice.filter((d) => d.at.kind === 'pool')
  const secured = s.dice
    .filter((d) => d.at.kind === 'marker' && d.at.player === s.turn.player && d.face !== null)
    .map((d) => d.face as Face)
  const onSpells = s.dice
    .filter((d) => d.at.kind === 'spell' && d.face !== null)
    .map((d) => ({ color: d.color, face: d.face as Face }))
  const focusable = help.focus || help.helpers.length > 0 || help.spells.length > 0 || secured.length > 0
  const addYellow = help.addYellow.length > 0
  const addRed = help.addRed.length > 0
  return {
    card: withoutEmptyAreas(cat.adventure(cardId).tasks),
    pool: {
      green: pool.filter((d) => d.color === 'green').length,
      yellow: pool.some((d) => d.color === 'yellow'),
      red: pool.some((d) => d.color === 'red'),
    },
    opts: {
      focus: help.focus ? 1 : 0,
      assists: help.helpers.length,
      spells: help.spells.length,
      clues: player.clues,
      rerolls: help.reroll.length,
      rerollEachRoll: help.rerollEachRoll,
      addYellow,
      addRed,
      secured,
      onSpells,
      ruleset: s.ruleset,
      terror: terrorModel(s, cardId, { focusable, addYellow, addRed }).model,
    },
  }
}

/**
 * The card's notation without the rows that are only an empty monster area (`{}`): with no monster there, such a
 * row asks for nothing and the engine lists no task for it (core/cardTasks.ts).
 */
function withoutEmptyAreas(notation: string): string {
  const separator = notation.includes('>') ? ' > ' : ' / '
  return notation
    .split(/\s*[/>]\s*/)
    .filter((row) => row.trim() !== '{}')
    .join(separator)
}
