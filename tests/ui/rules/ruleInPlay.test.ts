import { describe, expect, it } from 'vitest'
import rulesSource from '../../../docs/rules.md?raw'
import { DEFAULT_CONTENT_SET } from '../../../src/engine/contentSets.ts'
import {
  applyAction,
  createGame,
  legalActions,
  type Action,
  type GameState,
  type PendingChoice,
} from '../../../src/engine/index.ts'
import { ruleInPlay } from '../../../src/ui/rules/ruleInPlay.ts'
import { parseRulesDoc, renderSection } from '../../../src/ui/rules/rulesDoc.ts'
import { GUIDE_FIRST_CARD, GUIDE_SETUP } from '../../../src/ui/guide/guideSetup.ts'
import { plainAction } from '../../../scripts/findGuideSeed.ts'

const SECTIONS = parseRulesDoc(rulesSource)
const HTML = new Map(SECTIONS.map((s) => [s.id, renderSection(s)]))

/** Every place the map names must exist in docs/rules.md: the anchor, and the ruling inside that section. */
function expectInDoc(place: { anchor: string; ruling: string | null }): void {
  const section = SECTIONS.find((s) => s.id === place.anchor)
  expect(section, `docs/rules.md has no section #${place.anchor}`).toBeDefined()
  if (place.ruling) expect(HTML.get(section!.id)).toContain(`id="rule-${place.ruling.replace('.', '-')}"`)
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
    ['moveTo', 'turn', 'R5.2'],
    ['rollDice', 'resolution', 'R6.1'],
    ['completeTask', 'resolution', 'R6.3'],
    ['failRoll', 'resolution', 'R6.3'],
    ['discardDie', 'resolution', 'R6.7'],
    ['focusDie', 'securing', 'R7.1'],
  ] as const)('before %s in the guide’s first turn: #%s, %s', (type, anchor, ruling) => {
    expect(at(type)).toEqual({ anchor, ruling })
  })

  it('a roll still waiting for its faces is the rule of rolls answered by data (R6.2)', () => {
    const rolling = steps.find((s) => s.action.type === 'reportRoll')
    expect(rolling?.place).toEqual({ anchor: 'resolution', ruling: 'R6.2' })
  })

  const base = createGame(GUIDE_SETUP)
  const withChoice = (choice: PendingChoice): GameState => ({ ...base, pendingChoices: [choice] }) as GameState
  it.each([
    [{ kind: 'placeMonster', player: 0, monsterId: 'm', incoming: null, cards: [], spots: [] }, 'monsters', 'R10.1'],
    [{ kind: 'loseTrophies', player: 0, investigatorId: 'i', amount: 1, trophies: [] }, 'entrance', 'R11.5'],
    [{ kind: 'discardItems', player: 0, investigatorId: 'i', count: 1, items: [] }, 'entrance', 'R11.6'],
    [{ kind: 'chooseInvestigator', player: 0, investigators: [] }, 'devoured', 'R14.3'],
    [{ kind: 'assistPenalty', player: 0, investigatorId: 'i' }, 'securing', 'R7.5'],
    [{ kind: 'reduceMaximum', player: 0, investigatorId: 'i', amount: 1 }, 'battle', 'R13.7'],
  ] as const)('a pending %o comes first: #%s, %s', (choice, anchor, ruling) => {
    expect(ruleInPlay(withChoice(choice as PendingChoice), [])).toEqual({ anchor, ruling })
  })

  it('maps the other phases: the entrance, the clock, the battle and a finished game', () => {
    const entrance = { ...base, phase: { kind: 'entrance', stage: 'choose', rollId: 0, pendingDice: [] } }
    expect(ruleInPlay(entrance as GameState, [])).toEqual({ anchor: 'entrance', ruling: null })
    expect(ruleInPlay({ ...base, phase: { kind: 'clock' } } as GameState, [])).toEqual({
      anchor: 'midnight',
      ruling: 'R12.3',
    })
    const battle = steps.find((s) => s.before.phase.kind === 'resolution')!.before
    const attack = { ...battle, phase: { ...battle.phase, target: { kind: 'ancientOne' } } }
    expect(ruleInPlay(attack as GameState, [])).toEqual({ anchor: 'battle', ruling: 'R13.5' })
    expect(ruleInPlay({ ...base, phase: { kind: 'over' } } as GameState, [])).toEqual({
      anchor: 'battle',
      ruling: 'R13.2',
    })
  })

  it('names only places that exist in docs/rules.md', () => {
    for (const s of steps) expectInDoc(s.place)
    for (const anchor of ['monsters', 'entrance', 'devoured', 'securing', 'battle', 'midnight', 'turn'])
      expectInDoc({ anchor, ruling: null })
    for (const ruling of ['R10.1', 'R11.5', 'R11.6', 'R14.3', 'R7.5', 'R13.7', 'R12.3', 'R13.5', 'R13.2'])
      expect([...HTML.values()].some((html) => html.includes(`id="rule-${ruling.replace('.', '-')}"`))).toBe(true)
  })

  it('the guide’s game is the content set the app plays', () => {
    expect(GUIDE_SETUP.content).toBe(DEFAULT_CONTENT_SET)
  })
})
