// Revised rulebook, "Completing Monster Tasks" ("he collects the monster marker ..., returns any dice locked by the
// monster marker ... and follows any instructions on the reverse side of the marker"), "Defeating Monsters with
// Items and Spells", "Trophies".
import { emit, playerAt, type Ctx } from './ctx.ts'
import { applyEffects } from './effects.ts'
import { freeLocks } from './locks.ts'
import { hasPassive } from './passives.ts'

/** The player takes a completed or defeated monster as a trophy, freeing its dice and following its reverse. */
export function collectMonster(ctx: Ctx, player: number, monsterId: string): void {
  const card = ctx.s.board.find((b) => b.monsters.some((m) => m.monsterId === monsterId))
  if (!card) return
  card.monsters = card.monsters.filter((m) => m.monsterId !== monsterId)
  const monster = ctx.cat.monster(monsterId)
  freeLocks(ctx, (src) => src.kind === 'monster' && src.monsterId === monsterId)
  emit(ctx, { type: 'monsterDefeated', monsterId })
  if (playerAt(ctx, player).status !== 'active') {
    ctx.s.monsterCup.push(monsterId)
    return
  }
  playerAt(ctx, player).trophies.push({ kind: 'monster', id: monsterId, value: monster.trophies })
  emit(ctx, { type: 'trophyGained', player, id: monsterId })
  applyEffects(ctx, monster.onDefeat, player, null)
  if (hasPassive(ctx.s, ctx.cat, player, 'monsterHunter'))
    applyEffects(ctx, [{ kind: 'clue', amount: 1 }], player, null)
}
