// Shared checks for the validators: whose turn, which phase, which dice may be used.
import type { GameState, PendingChoice, Player, Resolution, ResolutionStage } from '../state.ts'
import { violation, type Violation } from '../violations.ts'

export function activePlayer(state: GameState): Player {
  const p = state.players[state.turn.player]
  if (!p) throw new Error('engine: the turn names no player')
  return p as Player
}

export function gameOver(state: GameState): Violation | null {
  return state.status === 'playing' ? null : violation('GAME_OVER', 'The game is over.')
}

/** The Resolution phase in one of the given stages, or why not. */
export function needStage(state: GameState, stages: readonly ResolutionStage[]): Violation | null {
  const over = gameOver(state)
  if (over) return over
  const phase = state.phase
  if (phase.kind !== 'resolution')
    return violation('WRONG_PHASE', 'You can do that only while resolving an adventure or battling.')
  if (!stages.includes(phase.stage)) return violation('WRONG_PHASE', stageMessage(phase.stage))
  return null
}

function stageMessage(stage: ResolutionStage): string {
  switch (stage) {
    case 'ready':
      return 'Roll the dice first.'
    case 'rolling':
      return 'Wait for the dice to settle.'
    case 'rolled':
      return 'Finish with this roll first: complete a task or fail the roll.'
    case 'discarding':
      return 'Discard a die for the failed roll first.'
  }
}

export function resolution(state: GameState): Resolution {
  if (state.phase.kind !== 'resolution') throw new Error('engine: not in a Resolution phase')
  return state.phase as Resolution
}

/** Dice of the current roll (in the pool with a result). */
export function rolledDice(state: GameState): number[] {
  return state.dice.filter((d) => d.at.kind === 'pool' && d.face !== null).map((d) => d.id)
}

/** Dice the active player may assign to a task now: this roll, secured on markers, on spells. */
export function assignableDice(state: GameState): number[] {
  const phase = resolution(state)
  const helpers = phase.helpers
  return state.dice
    .filter((d) => {
      if (d.face === null) return false
      const at = d.at
      if (at.kind === 'pool' || at.kind === 'spell') return true
      return at.kind === 'marker' && (at.player === state.turn.player || helpers.includes(at.player))
    })
    .map((d) => d.id)
}

export function inBattle(state: GameState): boolean {
  return state.phase.kind === 'resolution' && state.phase.target.kind === 'ancientOne'
}

/** The current pending choice of this kind, or why this answer does not fit now. */
export function pendingOf<K extends PendingChoice['kind']>(
  state: GameState,
  kind: K,
): { choice: Extract<PendingChoice, { kind: K }>; bad: null } | { choice: null; bad: Violation } {
  const over = gameOver(state)
  if (over) return { choice: null, bad: over }
  const head = state.pendingChoices[0]
  if (!head) return { choice: null, bad: violation('NO_CHOICE_PENDING', 'There is nothing to choose now.') }
  if (head.kind !== kind)
    return { choice: null, bad: violation('WRONG_CHOICE', `The choice waited for is ${head.kind}.`) }
  return { choice: head as Extract<PendingChoice, { kind: K }>, bad: null }
}
