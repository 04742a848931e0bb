// Revised rulebook, "Monsters": "When a game effect states that “a monster appears,” the player randomly draws one
// monster marker from the monster cup and places the marker"; where it goes is his choice (choices.ts).
import { randomInt } from '../rng.ts'
import { enqueueChoice } from './choices.ts'
import type { Ctx } from './ctx.ts'

/**
 * A monster appears: drawn at random from the cup now; the active player then chooses where it goes (a pending
 * choice). While a resolved adventure's rewards apply, `ctx.incoming` names the card that replaced it.
 */
export function monsterAppears(ctx: Ctx): void {
  const { s } = ctx
  if (s.awakened || s.monsterCup.length === 0 || s.board.length === 0) return
  const monsterId = s.monsterCup.splice(randomInt(s, 0, s.monsterCup.length - 1), 1)[0] as string
  const cards = s.board.map((b) => b.cardId)
  const incoming = ctx.incoming ?? null
  enqueueChoice(ctx, { kind: 'placeMonster', player: s.turn.player, monsterId, incoming, cards, spots: [] })
}
