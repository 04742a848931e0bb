// Revised rulebook, "Adventure Card Anatomy", "Tasks" and "Monster Tasks": the one-line task notation.
import type { DieRequirement, DieSymbol, MonsterArea, ParseError, Task, TaskCost } from '../card.ts'
import { err, ok, type Result } from '../result.ts'

type Token = { readonly text: string; readonly position: number }

const SYMBOLS: readonly string[] = ['L', 'P', 'T']

/** Splits a task into tokens, braces standing alone whatever the spacing. */
function tokenize(source: string, offset: number): Token[] {
  const tokens: Token[] = []
  let start = -1
  const flush = (end: number) => {
    if (start >= 0) tokens.push({ text: source.slice(start, end), position: offset + start })
    start = -1
  }
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string
    if (ch === ' ' || ch === '\t') flush(i)
    else if (ch === '{' || ch === '}') {
      flush(i)
      tokens.push({ text: ch, position: offset + i })
    } else if (start < 0) start = i
  }
  flush(source.length)
  return tokens
}

type Item =
  { readonly kind: 'requirement'; readonly value: DieRequirement } | { readonly kind: 'cost'; readonly value: TaskCost }

function parseToken(token: Token): Result<Item, ParseError> {
  const { text, position } = token
  const fail = (message: string) => err({ position, message })
  const amount = /^(\d+)(I|san|sta)$/.exec(text)
  if (amount) {
    const n = Number(amount[1])
    if (n < 1 || n > 99) return fail(`"${text}": the amount must be between 1 and 99.`)
    if (amount[2] === 'I') return ok({ kind: 'requirement', value: { kind: 'investigation', amount: n } })
    return ok({ kind: 'cost', value: { kind: amount[2] === 'san' ? 'sanity' : 'stamina', amount: n } })
  }
  if (text === 'clock') return ok({ kind: 'cost', value: { kind: 'clock' } })
  if (/^[LPT](\|[LPT])*$/.test(text)) {
    const oneOf = text.split('|') as DieSymbol[]
    if (new Set(oneOf).size !== oneOf.length) return fail(`"${text}": a symbol is repeated in the alternatives.`)
    return ok({ kind: 'requirement', value: { kind: 'symbol', oneOf } })
  }
  if (/^I$|^0+I$/.test(text)) return fail(`"${text}": an investigation requirement needs a positive number before I.`)
  if (SYMBOLS.some((s) => text.startsWith(s)) && text.includes('|'))
    return fail(`"${text}": alternatives are single symbols L, P or T joined by |.`)
  return fail(`"${text}": unknown requirement (expected e.g. 3I, L, P, T, L|P, 1san, 2sta or clock).`)
}

/** Parses one task (no separators). `offset` is where it starts in the whole card string. */
export function parseTask(source: string, offset = 0): Result<Task, ParseError> {
  const tokens = tokenize(source, offset)
  const outside: DieRequirement[] = []
  const inside: DieRequirement[] = []
  const costs: TaskCost[] = []
  let openAt = -1
  let areaSeen = false
  for (const token of tokens) {
    if (token.text === '{') {
      if (openAt >= 0) return err({ position: token.position, message: 'A monster area cannot hold another one.' })
      if (areaSeen) return err({ position: token.position, message: 'A task has at most one monster area.' })
      openAt = token.position
      continue
    }
    if (token.text === '}') {
      if (openAt < 0) return err({ position: token.position, message: 'This "}" closes no monster area.' })
      openAt = -1
      areaSeen = true
      continue
    }
    const item = parseToken(token)
    if (!item.ok) return item
    if (item.value.kind === 'cost') {
      if (openAt >= 0) return err({ position: token.position, message: 'Costs belong outside the monster area.' })
      costs.push(item.value.value)
    } else (openAt >= 0 ? inside : outside).push(item.value.value)
  }
  if (openAt >= 0) return err({ position: openAt, message: 'This monster area is never closed with "}".' })
  if (outside.length === 0 && !areaSeen) {
    const position = tokens[0]?.position ?? offset
    return err({ position, message: 'A task needs at least one die requirement or a monster area.' })
  }
  let monsterArea: MonsterArea | null = null
  if (areaSeen) {
    const kind = inside.length === 0 ? 'empty' : outside.length === 0 ? 'total' : 'partial'
    monsterArea = { kind, requirements: inside }
  }
  return ok({ requirements: outside, costs, monsterArea })
}
