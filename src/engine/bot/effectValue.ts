// How much the bot wants an effect: a rough exchange rate in "elder-sign tenths", tuned so that an Elder Sign
// is worth 10, a doom token a little less, and personal harm grows steeply near death.
import type { Effect } from '../content.ts'
import type { GameState } from '../state.ts'

/** An investigator as the (readonly) game state holds them. */
export type Player = GameState['players'][number]

/** What the valuation needs to know about the game and the investigator receiving the effect. */
export type ValueContext = {
  readonly player: Player
  readonly doomLeft: number // empty doom spaces before the awakening
  readonly signsLeft: number // Elder Signs still needed
  readonly players: number
}

export function valueContext(state: GameState, doomTrack: number, elderSigns: number): ValueContext {
  const player = state.players[state.turn.player] as Player
  return {
    player,
    doomLeft: doomTrack - state.doom,
    signsLeft: elderSigns - state.elderSigns,
    players: state.players.filter((p) => p.status === 'active').length,
  }
}

/**
 * Health matters only near death: being devoured costs a doom token and the investigator's possessions, but
 * the player comes back at full health. So points are cheap until the last two.
 */
function healthValue(current: number, max: number, amount: number, v: ValueContext): number {
  if (amount >= 0) {
    let value = 0
    for (let h = current; h < Math.min(max, current + amount); h++) value += h <= 2 ? 2 : 0.4
    return value
  }
  if (current + amount <= 0) return -deathCost(v)
  let value = 0
  for (let h = current + amount; h < current; h++) value -= h <= 2 ? 2 : 0.5
  return value
}

/** Being devoured: a doom token, and the trophies, items and clues the investigator held. */
function deathCost(v: ValueContext): number {
  const p = v.player
  const doom = v.doomLeft <= 1 ? 80 : v.doomLeft <= 3 ? 14 : 7
  return doom + p.trophies.reduce((n, t) => n + t.value, 0) * 1.2 + (p.items.length + p.spells.length) * 2 + p.clues * 2
}

/** The value of one effect to the active investigator (positive: wanted). */
export function effectValue(e: Effect, v: ValueContext): number {
  const p = v.player
  switch (e.kind) {
    case 'sanity':
      return healthValue(p.sanity, p.maxSanity, e.amount, v)
    case 'stamina':
      return healthValue(p.stamina, p.maxStamina, e.amount, v)
    case 'maxSanity':
    case 'maxStamina':
    case 'maxSanityOrStamina':
      return e.amount * 2.5
    case 'clue':
      return e.amount * 2
    case 'draw':
      return e.count * (e.deck === 'unique' ? 3.5 : e.deck === 'ally' ? 4 : e.deck === 'spell' ? 3 : 2.5)
    case 'elderSign':
      return e.amount * (v.signsLeft <= e.amount ? 100 : 10)
    case 'doom': {
      const perToken = v.doomLeft <= 2 ? 14 : v.doomLeft <= 4 ? 9 : 6
      if (e.amount > 0 && v.doomLeft <= e.amount) return -80
      return -e.amount * perToken
    }
    case 'monster':
      return -2.5 * e.count
    case 'gate':
      return 1.5 * e.count
    case 'lockDie':
      return -2
    case 'clock':
      return -2
    case 'loseTrophies':
      return (
        -1.5 *
        Math.min(
          e.amount,
          p.trophies.reduce((n, t) => n + t.value, 0),
        )
      )
    case 'discardItem':
      return -2.5 * Math.min(e.count, p.items.length)
    case 'everyInvestigator':
      return effectsValue(e.effects, v) * Math.max(1, v.players * 0.8)
    case 'awaken':
      return -200
  }
}

export function effectsValue(effects: readonly Effect[], v: ValueContext): number {
  let sum = 0
  for (const e of effects) sum += effectValue(e, v)
  return sum
}
