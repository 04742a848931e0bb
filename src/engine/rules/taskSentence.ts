// Revised rulebook, "Resolving Tasks", "Dice Results": why a task does not take these dice, in the words a newcomer
// reads on the table — what the row asks, what each die shows (the picture and its name), and what is wrong.
// CONTRIBUTING.md, "Engine": a refusal is a sentence a player can act on.
import type { DieRequirement, DieSymbol } from '../card.ts'
import type { Catalog } from '../catalog.ts'
import type { ActiveTask } from '../core/cardTasks.ts'
import { investigationValue, type Face } from '../dice.ts'
import { fitsRequirement } from '../notation/diceFit.ts'
import type { Ruleset } from '../ruleset.ts'

/** Each symbol by the picture on the die and the name the rules give it. */
const SYMBOLS: Readonly<Record<DieSymbol, { readonly picture: string; readonly name: string }>> = {
  L: { picture: 'scroll', name: 'lore' },
  P: { picture: 'skull', name: 'peril' },
  T: { picture: 'tentacle', name: 'terror' },
}

/** "a skull (peril)", "2 skulls (peril)". */
function symbolWords(symbol: DieSymbol, n = 1): string {
  const { picture, name } = SYMBOLS[symbol]
  return n === 1 ? `a ${picture} (${name})` : `${n} ${picture}s (${name})`
}

/** A face in words: "3 investigation", "a skull (peril)", "the wildcard (an elder star)". */
export function faceWords(face: Face): string {
  if (face === 'W') return 'the wildcard (an elder star)'
  const value = investigationValue(face)
  return value > 0 ? `${value} investigation` : symbolWords(face as DieSymbol)
}

/** "a, b and c". */
function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? ''
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
}

/** What the requirements ask, in words: "4 investigation, a scroll (lore) and 2 skulls (peril)". */
export function requirementWords(reqs: readonly DieRequirement[]): string {
  const parts: string[] = []
  const investigation = reqs.filter((r) => r.kind === 'investigation')
  for (const r of investigation) parts.push(`${r.amount} investigation`)
  const counts = new Map<string, { oneOf: readonly DieSymbol[]; n: number }>()
  for (const r of reqs) {
    if (r.kind !== 'symbol') continue
    const key = r.oneOf.join('|')
    const entry = counts.get(key) ?? { oneOf: r.oneOf, n: 0 }
    entry.n++
    counts.set(key, entry)
  }
  for (const { oneOf, n } of counts.values()) {
    const [only] = oneOf
    if (oneOf.length === 1 && only) parts.push(symbolWords(only, n))
    else {
      const pictures = oneOf.map((s) => `a ${SYMBOLS[s].picture}`).join(' or ')
      const names = oneOf.map((s) => SYMBOLS[s].name).join(' or ')
      parts.push(`${n === 1 ? '' : `${n} times `}${pictures} (${names})`)
    }
  }
  return listed(parts)
}

/** How a task is called, as the action panel and the log call it: "Task 2", "The battle task", "The monster X". */
export function taskName(task: ActiveTask, cat: Catalog): string {
  if (task.id === 'battle') return 'The battle task'
  const row = /^row:(\d+)$/.exec(task.id)?.[1]
  if (row !== undefined) return `Task ${Number(row) + 1}`
  return task.monsterId ? `The monster ${cat.monster(task.monsterId).name}` : 'This task'
}

/** "die 3 shows a skull (peril) and die 5 shows 2 investigation". */
function diceWords(dice: readonly { readonly id: number; readonly face: Face }[]): string {
  return listed(dice.map((d) => `die ${d.id + 1} shows ${faceWords(d.face)}`))
}

/** What a die of each misfit face is, briefly, for "it takes no …": "skull", "investigation". */
function misfitNoun(face: Face): string {
  return face.startsWith('I') ? 'investigation' : face === 'W' ? 'wildcard' : SYMBOLS[face as DieSymbol].picture
}

/** What the dice still lack, roughly: symbols no die covers and the investigation short of the total. */
function stillNeeds(faces: readonly Face[], reqs: readonly DieRequirement[], ruleset: Ruleset): string | null {
  const left = [...faces]
  const missing: DieRequirement[] = []
  const symbols = reqs.filter((r) => r.kind === 'symbol').sort((a, b) => a.oneOf.length - b.oneOf.length)
  for (const r of symbols) {
    const at = left.findIndex((f) => f !== 'W' && fitsRequirement(f, r))
    const wild = at >= 0 ? at : left.indexOf('W')
    if (wild >= 0) left.splice(wild, 1)
    else missing.push(r)
  }
  const wildValue = ruleset === 'revised' ? 4 : 1
  const have = left.reduce((sum, f) => sum + (f === 'W' ? wildValue : investigationValue(f)), 0)
  const need = reqs.reduce((sum, r) => sum + (r.kind === 'investigation' ? r.amount : 0), 0)
  const parts = need > have ? [`${need - have} more investigation`] : []
  if (missing.length > 0) parts.push(requirementWords(missing))
  return parts.length > 0 ? `it still needs ${listed(parts)}` : null
}

/** What keeps these faces from meeting the requirements, in words after "…: ". */
function whatIsWrong(faces: readonly Face[], reqs: readonly DieRequirement[], ruleset: Ruleset): string {
  const misfits = [...new Set(faces.filter((f) => !reqs.some((r) => fitsRequirement(f, r))).map(misfitNoun))]
  if (misfits.length > 0) return `it takes no ${misfits.join(' and no ')}`
  return stillNeeds(faces, reqs, ruleset) ?? 'together these dice do not meet it'
}

/**
 * Why `task` does not take these dice: "Task 1 asks for 4 investigation, but die 3 shows a skull (peril): it takes
 * no skull." Names the row, what it asks, what every die shows, and what is wrong: a face it does not take, else
 * what it still needs.
 */
export function unmetSentence(
  task: ActiveTask,
  dice: readonly { readonly id: number; readonly face: Face }[],
  cat: Catalog,
  ruleset: Ruleset,
): string {
  const reqs = task.requirements
  const faces = dice.map((d) => d.face)
  const asks = `${taskName(task, cat)} asks for ${requirementWords(reqs)}`
  if (dice.length === 0) return `${asks}: pick the dice to complete it with.`
  return `${asks}, but ${diceWords(dice)}: ${whatIsWrong(faces, reqs, ruleset)}.`
}
