import { describe, expect, it } from 'vitest'
import playingSource from '../../../docs/playing.md?raw'
import { DEFAULT_CONTENT_SET } from '../../../src/engine/index.ts'
import {
  applyAction,
  createGame,
  legalActions,
  type Action,
  type GameState,
  type PendingChoice,
} from '../../../src/engine/index.ts'
import { ruleInPlay } from '../../../src/ui/rules/ruleInPlay.ts'
import { PLAYER_SECTIONS } from '../../../src/ui/rules/playerSections.ts'
import { parseRulesDoc } from '../../../src/ui/rules/rulesDoc.ts'
import { GUIDE_FIRST_CARD, GUIDE_SETUP } from '../../../src/ui/guide/guideSetup.ts'
import { plainAction } from '../../../scripts/findGuideSeed.ts'

const SECTIONS = parseRulesDoc(playingSource)

/** Every place the map names must be a section of docs/playing.md. */
function expectInDoc(place: { anchor: string }): void {
  expect(
    SECTIONS.some((s) => s.id === place.anchor),
    `docs/playing.md has no section #${place.anchor}`,
  ).toBe(true)
}

function apply(state: GameState, action: Action): GameState {
  const result = applyAction(state, action)
  if (!result.ok) throw new Error(result.violation.message)
  return result.state
}

/** The guide's game played along its plain path, with the rule in play at every step. */
function placesAlongTheGuide(): { action: Action; before: GameState; place: ReturnType<typeof ruleInPlay> }[] {
  let state = createGame(GUIDE_SETUP)
  const steps: { action: Action; before: GameState; place: ReturnType<typeof ruleInPlay> }[] = []
  for (let i = 0; i < 60 && state.turn.number === 1; i++) {
    const action = plainAction(state, GUIDE_FIRST_CARD)
    if (!action) break
    steps.push({ action, before: state, place: ruleInPlay(state, legalActions(state)) })
    state = apply(state, action)
  }
  return steps
}

describe('ruleInPlay', () => {
  const steps = placesAlongTheGuide()
  const at = (type: Action['type']) => steps.find((s) => s.action.type === type)?.place

  it.each([
    ['moveTo', 'turn'],
    ['rollDice', 'rolling'],
    ['completeTask', 'rolling'],
    ['failRoll', 'rolling'],
    ['discardDie', 'failing'],
    ['focusDie', 'focus'],
  ] as const)('before %s in the guide’s first turn: #%s', (type, anchor) => {
    expect(at(type)).toEqual({ anchor })
  })

  it('a roll still waiting for its faces is the rolling section', () => {
    const rolling = steps.find((s) => s.action.type === 'reportRoll')
    expect(rolling?.place).toEqual({ anchor: 'rolling' })
  })

  const base = createGame(GUIDE_SETUP)
  const withChoice = (choice: PendingChoice): GameState => ({ ...base, pendingChoices: [choice] }) as GameState
  it.each([
    [{ kind: 'placeMonster', player: 0, monsterId: 'm', incoming: null, cards: [], spots: [] }, 'monsters'],
    [{ kind: 'loseTrophies', player: 0, investigatorId: 'i', amount: 1, trophies: [] }, 'entrance'],
    [{ kind: 'discardItems', player: 0, investigatorId: 'i', count: 1, items: [] }, 'help'],
    [{ kind: 'chooseInvestigator', player: 0, investigators: [] }, 'health'],
    [{ kind: 'assistPenalty', player: 0, investigatorId: 'i' }, 'focus'],
    [{ kind: 'reduceMaximum', player: 0, investigatorId: 'i', amount: 1 }, 'ancient-one'],
  ] as const)('a pending %o comes first: #%s', (choice, anchor) => {
    expect(ruleInPlay(withChoice(choice as PendingChoice), [])).toEqual({ anchor })
  })

  it('maps the other phases: the entrance, the clock, the battle and a finished game', () => {
    const entrance = { ...base, phase: { kind: 'entrance', stage: 'choose', rollId: 0, pendingDice: [] } }
    expect(ruleInPlay(entrance as GameState, [])).toEqual({ anchor: 'entrance' })
    expect(ruleInPlay({ ...base, phase: { kind: 'clock' } } as GameState, [])).toEqual({ anchor: 'clock' })
    const battle = steps.find((s) => s.before.phase.kind === 'resolution')!.before
    const attack = { ...battle, phase: { ...battle.phase, target: { kind: 'ancientOne' } } }
    expect(ruleInPlay(attack as GameState, [])).toEqual({ anchor: 'ancient-one' })
    expect(ruleInPlay({ ...base, phase: { kind: 'over' } } as GameState, [])).toEqual({ anchor: 'end' })
  })

  it('names only sections that exist in docs/playing.md', () => {
    for (const s of steps) expectInDoc(s.place)
    for (const anchor of PLAYER_SECTIONS) expectInDoc({ anchor })
  })

  it('the guide’s game is the content set the app plays', () => {
    expect(GUIDE_SETUP.content).toBe(DEFAULT_CONTENT_SET)
  })
})
