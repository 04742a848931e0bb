// Turns zod issues into one sentence a player or developer can act on: `reportRoll.faces[2]: expected one of
// I1, I2, …, got "X"`. Used where untrusted data enters the engine (actions, game records).
import type { z } from 'zod'

/** How many issues one message lists before "and N more". */
const SHOWN_ISSUES = 3
/** How much of a received string a message quotes. */
const QUOTED = 24

/** What was received, briefly: `"X"`, `1.5`, `NaN`, `null`, `a list of 20`, `an object`. */
function shown(input: unknown): string {
  if (typeof input === 'string') return JSON.stringify(input.length > QUOTED ? `${input.slice(0, QUOTED)}…` : input)
  if (Array.isArray(input)) return `a list of ${input.length}`
  if (input === null) return 'null'
  if (typeof input === 'object') return 'an object'
  return String(input)
}

function expected(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}`
    case 'unrecognized_keys':
      return `unexpected field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`
    case 'invalid_union':
      return `expected one of ${('options' in issue ? (issue.options ?? []) : []).map(String).join(', ')}`
    case 'invalid_type':
      return issue.message.replace(/^Invalid input: /, '').replace(/, received \w+$/, '')
    default:
      return issue.message
  }
}

/** What the issue is about: the field's value, or for a tagged union the tag. */
function received(issue: z.core.$ZodIssue): unknown {
  if (issue.code !== 'invalid_union' || !issue.discriminator) return issue.input
  const input = issue.input as Record<string, unknown> | undefined
  return input && Object.hasOwn(input, issue.discriminator) ? input[issue.discriminator] : undefined
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return expected(issue)
  const input = received(issue)
  if (input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union'))
    return `missing (${expected(issue)})`
  if (issue.code === 'invalid_type' && issue.input === undefined) return `missing (${expected(issue)})`
  return input === undefined ? expected(issue) : `${expected(issue)}, got ${shown(input)}`
}

/** `faces[2]`, `to.cardId`: where a field sits under the root. */
function pathOf(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((at, p) => (typeof p === 'number' ? `${at}[${p}]` : `${at}.${String(p)}`), root)
}

/**
 * One sentence for a failed parse: `${title} — ${root}.path: what was expected, got what; …`. Parse with
 * `{ reportInput: true }` so it can say what was received. `root` names the value (`reportRoll`, `record`).
 */
export function issueMessage(title: string, root: string, issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.slice(0, SHOWN_ISSUES).map((issue) => `${pathOf(root, issue.path)}: ${describe(issue)}`)
  const more = issues.length - SHOWN_ISSUES
  return `${title} — ${parts.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}.`
}
