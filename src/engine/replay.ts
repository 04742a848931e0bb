// CONTRIBUTING.md, "Engine": a seed and the list of actions replay a game exactly; dice results are in the log.
// A record comes from outside (a saved file, a shared link), so it is checked, never trusted: replay is total.
import { z } from 'zod'
import type { Action } from './actions.ts'
import { applyAction } from './applyAction.ts'
import { DEFAULT_CONTENT_SET, catalogFor, hasContentSet } from './catalog.ts'
import { createGame, type GameSetup } from './createGame.ts'
import { issueMessage } from './issueMessage.ts'
import { err, ok, type Result } from './result.ts'
import { RULESETS } from './ruleset.ts'
import type { GameState } from './state.ts'
import type { Violation } from './violations.ts'

export type GameRecord = { readonly setup: GameSetup; readonly actions: readonly Action[] }

/** Why a record does not replay: its shape or setup is wrong, or the rules reject its action at `index`. */
export type ReplayError =
  | { readonly kind: 'malformedRecord'; readonly message: string }
  | { readonly kind: 'rejectedAction'; readonly index: number; readonly violation: Violation }

/** The most actions a record may hold: whole games take a few hundred, random play a few thousand. */
const MAX_RECORD_ACTIONS = 1_000_000

/** Investigators at the table (createGame's limits). */
const SEATS = { min: 1, max: 8 } as const

const seats = `expected ${SEATS.min} to ${SEATS.max}, or a list of ${SEATS.min} to ${SEATS.max} investigator ids`
const setupSchema = z
  .strictObject({
    seed: z.int({ error: 'expected a whole number' }),
    investigators: z.union(
      [
        z.int().min(SEATS.min, seats).max(SEATS.max, seats),
        z.array(z.string()).min(SEATS.min, seats).max(SEATS.max, seats),
      ],
      { error: seats },
    ),
    ancientOne: z.string().exactOptional(),
    ruleset: z.enum(RULESETS).exactOptional(),
    content: z.string().exactOptional(),
  })
  .superRefine((setup, ctx) => {
    const content = setup.content ?? DEFAULT_CONTENT_SET
    if (!hasContentSet(content)) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'unknown content set', input: content })
      return
    }
    const c = catalogFor(content).content
    const known = (list: readonly { readonly id: string }[], id: string) => list.some((x) => x.id === id)
    if (setup.ancientOne !== undefined && !known(c.ancientOnes, setup.ancientOne))
      ctx.addIssue({
        code: 'custom',
        path: ['ancientOne'],
        message: `unknown Ancient One in ${content}`,
        input: setup.ancientOne,
      })
    const chosen = setup.investigators
    if (typeof chosen === 'number') return
    chosen.forEach((id, i) => {
      if (!known(c.investigators, id))
        ctx.addIssue({
          code: 'custom',
          path: ['investigators', i],
          message: `unknown investigator in ${content}`,
          input: id,
        })
      else if (chosen.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: ['investigators', i], message: 'chosen twice', input: id })
    })
  })

const recordSchema = z.strictObject({
  setup: setupSchema,
  // each action is parsed by applyAction, so a bad one is named by its index
  actions: z.array(z.unknown()).max(MAX_RECORD_ACTIONS, `expected at most ${MAX_RECORD_ACTIONS} actions`),
})

/**
 * Replays a record from anywhere (a GameRecord, or JSON of one). Total: a malformed record or setup, or the
 * first action the rules refuse (malformed ones included), comes back as an error naming it; nothing throws.
 */
export function replay(record: unknown): Result<GameState, ReplayError> {
  const parsed = recordSchema.safeParse(record, { reportInput: true })
  if (!parsed.success)
    return err({
      kind: 'malformedRecord',
      message: issueMessage('Malformed game record', 'record', parsed.error.issues),
    })
  let state = createGame(parsed.data.setup)
  for (const [index, action] of parsed.data.actions.entries()) {
    const result = applyAction(state, action)
    if (!result.ok) return err({ kind: 'rejectedAction', index, violation: result.violation })
    state = result.state
  }
  return ok(state)
}
