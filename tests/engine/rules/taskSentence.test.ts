// Issue 41, item 10: a refused assignment says what the row asks and what each die shows, in plain words (the
// picture and its name), and what is wrong. Every rejection also leaves the state unchanged (expectRejected).
import { describe, expect, it } from 'vitest'
import { checkAction, type Action, type Face, type GameState } from '../../../src/engine/index.ts'
import { faceWords, requirementWords } from '../../../src/engine/rules/taskSentence.ts'
import { parseTask } from '../../../src/engine/notation/parseTask.ts'
import { expectRejected, rollAt, scenario } from '../support/scenario.ts'

/** Rejected with `code`, the state unchanged; the engine's sentence. */
function refusal(state: GameState, action: Action, code: Parameters<typeof expectRejected>[2]): string {
  expectRejected(state, action, code)
  return checkAction(state, action)?.message ?? ''
}

// The Egyptian Wing: row 1 asks 3I, row 2 asks P P.
const wing = (faces: readonly Face[]) => rollAt(scenario(), 'egyptian-wing', faces)

describe('completeTask refusals', () => {
  it.each([
    {
      why: 'a die whose face the row does not take',
      faces: ['I2', 'P', 'I1', 'L', 'T', 'L'],
      task: 'row:0',
      dice: [1],
      sentence: 'Task 1 asks for 3 investigation, but die 2 shows a skull (peril): it takes no skull.',
    },
    {
      why: 'investigation short of the total',
      faces: ['I2', 'P', 'I1', 'L', 'T', 'L'],
      task: 'row:0',
      dice: [0],
      sentence:
        'Task 1 asks for 3 investigation, but die 1 shows 2 investigation: it still needs 1 more investigation.',
    },
    {
      why: 'one die fits and one does not',
      faces: ['I2', 'P', 'I1', 'L', 'T', 'L'],
      task: 'row:1',
      dice: [1, 3],
      sentence:
        'Task 2 asks for 2 skulls (peril), but die 2 shows a skull (peril) and die 4 shows a scroll (lore): it takes no scroll.',
    },
    {
      why: 'a symbol still missing',
      faces: ['I2', 'P', 'I1', 'L', 'T', 'L'],
      task: 'row:1',
      dice: [1],
      sentence: 'Task 2 asks for 2 skulls (peril), but die 2 shows a skull (peril): it still needs a skull (peril).',
    },
    {
      why: 'several dice short of the total',
      faces: ['I1', 'I1', 'P', 'L', 'T', 'L'],
      task: 'row:0',
      dice: [0, 1],
      sentence:
        'Task 1 asks for 3 investigation, but die 1 shows 1 investigation and die 2 shows 1 investigation: it still needs 1 more investigation.',
    },
    {
      why: 'several faces the row does not take',
      faces: ['T', 'L', 'I1', 'L', 'T', 'L'],
      task: 'row:0',
      dice: [0, 1],
      sentence:
        'Task 1 asks for 3 investigation, but die 1 shows a tentacle (terror) and die 2 shows a scroll (lore): it takes no tentacle and no scroll.',
    },
  ] as const)('rejects with TASK_REQUIREMENT_UNMET $why, naming the row, the dice and their faces', (c) => {
    const s = wing(c.faces)
    const action: Action = { type: 'completeTask', taskId: c.task, dice: [...c.dice] }
    const sentence = refusal(s, action, 'TASK_REQUIREMENT_UNMET')
    expect(sentence).toBe(c.sentence)
    expect(sentence).not.toMatch(/[A-Z]{3,}_|row:/)
    expect(sentence.startsWith(`Task ${Number(c.task.slice(4)) + 1} asks for `)).toBe(true)
  })

  it('rejects with TASK_OUT_OF_ORDER naming the row that comes first and what it asks', () => {
    // The Dark Stair: T P > {L 2I}.
    const s = rollAt(scenario(), 'dark-stair', ['L', 'I2', 'I1', 'T', 'P', 'L'])
    const sentence = refusal(s, { type: 'completeTask', taskId: 'row:1', dice: [0, 1] }, 'TASK_OUT_OF_ORDER')
    expect(sentence).toBe(
      'The order arrow says: complete the tasks from top to bottom. Task 1 comes first; it asks for a tentacle (terror) and a skull (peril).',
    )
  })
})

describe('taskSentence words', () => {
  it.each([
    ['I1', '1 investigation'],
    ['I4', '4 investigation'],
    ['L', 'a scroll (lore)'],
    ['P', 'a skull (peril)'],
    ['T', 'a tentacle (terror)'],
    ['W', 'the wildcard (an elder star)'],
  ] as const)('names face %s as "%s"', (face, words) => {
    expect(faceWords(face)).toBe(words)
  })

  it.each([
    ['4I', '4 investigation'],
    ['3I L', '3 investigation and a scroll (lore)'],
    ['P P T', '2 skulls (peril) and a tentacle (terror)'],
    ['2I L|P', '2 investigation and a scroll or a skull (lore or peril)'],
  ])('says what %s asks: "%s"', (notation, words) => {
    const task = parseTask(notation)
    if (!task.ok) throw new Error(task.error.message)
    expect(requirementWords(task.value.requirements)).toBe(words)
  })
})
