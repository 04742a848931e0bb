// Revised rulebook, "Resolving Tasks" and "Dice Results" (wildcard), and docs/rules.md#dice (R3.1):
// each die meets at most one requirement; investigation requirements sum any number of dice.
import type { DieRequirement, Task } from '../card.ts'
import type { Face } from '../dice.ts'
import type { Ruleset } from '../ruleset.ts'
import { parseTask } from './parseTask.ts'

const L = 1
const P = 2
const T = 4

type Compiled = {
  readonly singles: readonly [number, number, number]
  readonly multis: readonly number[]
  readonly investigation: readonly number[] // descending
  readonly investigationTotal: number
}

const compiledCache = new WeakMap<readonly DieRequirement[], Compiled>()

function compile(requirements: readonly DieRequirement[]): Compiled {
  const cached = compiledCache.get(requirements)
  if (cached) return cached
  const singles: [number, number, number] = [0, 0, 0]
  const multis: number[] = []
  const investigation: number[] = []
  for (const r of requirements) {
    if (r.kind === 'investigation') investigation.push(r.amount)
    else if (r.oneOf.length === 1) singles[r.oneOf[0] === 'L' ? 0 : r.oneOf[0] === 'P' ? 1 : 2]++
    else multis.push(r.oneOf.reduce((m, s) => m | (s === 'L' ? L : s === 'P' ? P : T), 0))
  }
  investigation.sort((a, b) => b - a)
  const compiled = { singles, multis, investigation, investigationTotal: investigation.reduce((a, b) => a + b, 0) }
  compiledCache.set(requirements, compiled)
  return compiled
}

/** Most alternatives (`L|P`) matched to lore/peril/terror dice still available. */
function matchMultis(multis: readonly number[], i: number, l: number, p: number, t: number): number {
  if (i >= multis.length || l + p + t === 0) return 0
  const mask = multis[i] as number
  let best = matchMultis(multis, i + 1, l, p, t)
  if (mask & L && l > 0) best = Math.max(best, 1 + matchMultis(multis, i + 1, l - 1, p, t))
  if (mask & P && p > 0) best = Math.max(best, 1 + matchMultis(multis, i + 1, l, p - 1, t))
  if (mask & T && t > 0) best = Math.max(best, 1 + matchMultis(multis, i + 1, l, p, t - 1))
  return best
}

/** Can the dice with these value counts (index = value 1..4) cover amounts[i..] as disjoint groups? */
function cover(amounts: readonly number[], i: number, counts: number[], remaining: number): boolean {
  if (i >= amounts.length) return true
  const need = amounts[i] as number
  let rest = 0
  for (let j = i; j < amounts.length; j++) rest += amounts[j] as number
  if (remaining < rest) return false
  if (i === amounts.length - 1) return true
  return pick(amounts, i, counts, remaining, need, 4, 0)
}

/** Chooses a group for amounts[i], taking dice from the highest value down, keeping groups minimal. */
function pick(
  amounts: readonly number[],
  i: number,
  counts: number[],
  remaining: number,
  need: number,
  value: number,
  sum: number,
): boolean {
  if (sum >= need) return cover(amounts, i + 1, counts, remaining - sum)
  if (value === 0) return false
  const have = counts[value] as number
  const max = Math.min(have, Math.ceil((need - sum) / value))
  for (let n = max; n >= 0; n--) {
    counts[value] = have - n
    const found = pick(amounts, i, counts, remaining, need, value - 1, sum + n * value)
    counts[value] = have
    if (found) return true
  }
  return false
}

const scratch = [0, 0, 0, 0, 0]

/**
 * Whether these die results (one roll plus any secured dice) meet every requirement in the list.
 * Exact: symbols take their own faces first, wildcards fill what is missing, leftover wildcards
 * count as investigation (4 revised, 1 first printing), then investigation groups are searched.
 */
export function requirementsMet(
  requirements: readonly DieRequirement[],
  faces: readonly Face[],
  ruleset: Ruleset = 'revised',
): boolean {
  const c = compile(requirements)
  let cl = 0,
    cp = 0,
    ct = 0,
    cw = 0
  scratch[1] = scratch[2] = scratch[3] = scratch[4] = 0
  for (let k = 0; k < faces.length; k++) {
    switch (faces[k]) {
      case 'I1':
        scratch[1]++
        break
      case 'I2':
        scratch[2]++
        break
      case 'I3':
        scratch[3]++
        break
      case 'I4':
        scratch[4]++
        break
      case 'L':
        cl++
        break
      case 'P':
        cp++
        break
      case 'T':
        ct++
        break
      case 'W':
        cw++
        break
    }
  }
  let wild = cw
  const [sl, sp, st] = c.singles
  cl -= sl
  cp -= sp
  ct -= st
  if (cl < 0) {
    wild += cl
    cl = 0
  }
  if (cp < 0) {
    wild += cp
    cp = 0
  }
  if (ct < 0) {
    wild += ct
    ct = 0
  }
  if (wild < 0) return false
  if (c.multis.length > 0) {
    wild -= c.multis.length - matchMultis(c.multis, 0, cl, cp, ct)
    if (wild < 0) return false
  }
  if (c.investigation.length === 0) return true
  const wildValue = ruleset === 'revised' ? 4 : 1
  scratch[wildValue] = (scratch[wildValue] as number) + wild
  const total =
    (scratch[1] as number) + 2 * (scratch[2] as number) + 3 * (scratch[3] as number) + 4 * (scratch[4] as number)
  if (total < c.investigationTotal) return false
  if (c.investigation.length === 1) return true
  return cover(c.investigation, 0, scratch.slice(), total)
}

/** The printed requirements of a task (outside and inside its monster area), with no monster on it. */
export function printedRequirements(task: Task): readonly DieRequirement[] {
  if (!task.monsterArea || task.monsterArea.requirements.length === 0) return task.requirements
  const cached = printedCache.get(task)
  if (cached) return cached
  const all = [...task.requirements, ...task.monsterArea.requirements]
  printedCache.set(task, all)
  return all
}
const printedCache = new WeakMap<Task, readonly DieRequirement[]>()

/** Whether the faces meet every printed die requirement of a parsed task. Costs are ignored. */
export function taskMet(task: Task, faces: readonly Face[], ruleset: Ruleset = 'revised'): boolean {
  return requirementsMet(printedRequirements(task), faces, ruleset)
}

const parsedCache = new Map<string, Task>()

/**
 * Whether these die results meet every die requirement of one task written in the notation
 * (`'P P 3I'`, `'L {T}'`). Costs are ignored. Bad notation is a programmer error and throws.
 */
export function canComplete(task: string, faces: readonly Face[], ruleset: Ruleset = 'revised'): boolean {
  let parsed = parsedCache.get(task)
  if (!parsed) {
    const result = parseTask(task)
    if (!result.ok) throw new Error(`engine: bad task notation at ${result.error.position}: ${result.error.message}`)
    parsed = result.value
    if (parsedCache.size > 10_000) parsedCache.clear()
    parsedCache.set(task, parsed)
  }
  return taskMet(parsed, faces, ruleset)
}

/**
 * An inclusion-minimal set of indices into `faces` that meets the requirements, or null.
 * Used by bots and `legalActions` to name the dice a completion uses.
 */
export function findDiceFor(
  requirements: readonly DieRequirement[],
  faces: readonly Face[],
  ruleset: Ruleset = 'revised',
): number[] | null {
  if (!requirementsMet(requirements, faces, ruleset)) return null
  const chosen = faces.map((_, i) => i)
  for (let k = chosen.length - 1; k >= 0; k--) {
    const without = chosen.filter((_, j) => j !== k)
    if (
      requirementsMet(
        requirements,
        without.map((i) => faces[i] as Face),
        ruleset,
      )
    )
      chosen.splice(k, 1)
  }
  return chosen
}
