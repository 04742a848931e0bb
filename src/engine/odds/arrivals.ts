// A terror monster that comes onto the attempted card (terror.ts; core/monsters.ts, cardTasks.ts): when the card
// has the only open monster task, or (revised) the fewest monsters below it, the monster must go there and its task
// joins the attempt at once: inserted (an empty area, below the bottom task) or replacing the row's task (a total or
// partial area). Which draws of the attempt must go there is fixed by the board (terrorModel.ts, `Arrivals`; a draw
// the player may put in the card's own total or partial area, replacing a task, is valued both ways, the better
// taken); which monster it is, is random: given the colours drawn so far, the next monster of a colour is any of
// that colour's kinds not yet known to be drawn, in proportion to their counts (the draws are exchangeable; known:
// those on the card, and one seen going elsewhere where the player can act on it first, `keptSeen`). From
// there the attempt goes on in the solver context of the changed card (one per distinct card: kinds with the same
// task and cost, and arrivals at different draws, share it; terror states interned alike), and once the monster's
// task is done, in one context for the rest of the card, shared by every kind (restAfterMonster).
import type { DieRequirement } from '../card.ts'
import type { SolverContext, TerrorStates } from './contextTypes.ts'
import { FLAGS, MARKERS } from './keys.ts'
import { shareStates } from './terrorStates.ts'
import type { Arrival, Arrivals, Health, MonsterKind, SolverCard, TerrorModel } from './types.ts'

export type { Arrival, Arrivals, MonsterKind } from './types.ts'

/**
 * Whether the kind of draw `drawn`, seen going elsewhere, is kept (SEEN): a later draw of the list `at` may come onto
 * the card, and the player may act knowing it before that draw — he chose to put it elsewhere (`at` has it as
 * optional), or the two fall in different events (he rolls in between), or a draw between them is one he may put
 * on the card or elsewhere with more to come after it. Else nothing he does depends on it, and the later draw's
 * kind, the seen one unknown, is each kind with its share (the draws are exchangeable). `next`: the first draw of
 * the next event.
 */
export function keptSeen(at: readonly Arrival[], drawn: number, next: number): boolean {
  const later = at.filter((a) => a.draw > drawn)
  if (later.length === 0) return false
  if (at.some((a) => a.draw === drawn && a.optional === true)) return true
  if (later.some((a) => a.draw >= next)) return true
  return later.some((a, i) => a.optional === true && i < later.length - 1)
}

/**
 * The card whose per-mask face relevance the solver uses (solverContext.ts): with monsters that may still come
 * onto the card, their tasks' faces stay relevant (a die held for them is kept), as one more task never done.
 */
export function relevanceCard(card: SolverCard): SolverCard {
  const kinds = card.terror?.arrivals?.kinds
  if (!kinds || kinds.length === 0) return card
  const union = kinds.flatMap((k) => k.task)
  return { ...card, tasks: [...card.tasks, union] }
}

/**
 * The card whose per-mask relevance decides which die sides the solver tells apart (solverContext.ts, `foldsOf`):
 * relevanceCard, with the requirements that a monster's arrival brings back onto its row (`outer`, when it replaces
 * a task) too, so that a monster's card never tells apart sides its parent's roll tables merged.
 */
export function foldingCard(card: SolverCard): SolverCard {
  const arrivals = card.terror?.arrivals
  if (!arrivals || arrivals.kinds.length === 0) return card
  const outer: DieRequirement[] = []
  const walk = (list: readonly Arrival[]): void => {
    for (const a of list) {
      outer.push(...a.outer)
      if (a.then) walk(a.then)
    }
  }
  walk(arrivals.at)
  const union = [...arrivals.kinds.flatMap((k) => k.task), ...outer]
  return { ...card, tasks: [...card.tasks, union] }
}

/** The kinds of a colour that may arrive, grouped by the card they make: its context and the kinds (Arrivals.kinds). */
export type Alike = readonly { readonly cx: SolverContext; readonly kinds: readonly number[] }[]

/**
 * Per context: the cards a monster changed (by cardKey: arrivals at different draws, and kinds, that make the same
 * card share one context), and per arrival and lock colour the kinds grouped by card (alikeKinds).
 */
const arrivedContexts = new WeakMap<
  SolverContext,
  { readonly cards: Map<string, SolverContext>; readonly alike: Map<Arrival, Alike[]> }
>()

/** The contexts of the cards a monster changed that `parent` has built so far (and of the rest of such a card). */
export function changedContextsOf(parent: SolverContext): Iterable<SolverContext> {
  return arrivedContexts.get(parent)?.cards.values() ?? []
}

function arrivedOf(parent: SolverContext) {
  let known = arrivedContexts.get(parent)
  if (!known) arrivedContexts.set(parent, (known = { cards: new Map(), alike: new Map() }))
  return known
}

/**
 * The kinds with lock colour `c` that arrival `a` may bring, grouped by the card they make (built once). Each kind's
 * chance is its count less those seen elsewhere (the terror state's, terror.ts), over the colour's.
 */
export function alikeKinds(parent: SolverContext, a: Arrival, c: number): Alike {
  const known = arrivedOf(parent)
  let byColour = known.alike.get(a)
  if (!byColour) known.alike.set(a, (byColour = []))
  let groups = byColour[c]
  if (groups) return groups
  const kinds = ((parent.terror as TerrorStates).model.arrivals as Arrivals).kinds
  const byCard = new Map<SolverContext, number[]>()
  kinds.forEach((kind, j) => {
    if (kind.lock !== c || kind.count === 0) return
    const cx = arrivedContext(parent, a, j)
    const list = byCard.get(cx)
    if (list) list.push(j)
    else byCard.set(cx, [j])
  })
  groups = [...byCard].map(([cx, js]) => ({ cx, kinds: js }))
  byColour[c] = groups
  return groups
}

/** The context of the card a monster of kind `j` makes at arrival `a` (shared by every arrival making that card). */
function arrivedContext(parent: SolverContext, a: Arrival, j: number): SolverContext {
  const byCard = arrivedOf(parent).cards
  const ts = parent.terror as TerrorStates
  const arrivals = ts.model.arrivals as Arrivals
  const later = a.then ?? arrivals.at.filter((b) => b.draw > a.draw)
  const kind = arrivals.kinds[j] as MonsterKind
  // The changed card: where the task goes, what it asks and costs, and, with arrivals still to come, the cup's
  // kinds after this one (a row's requirements are a set: their order is not part of it).
  const cardKey = JSON.stringify([
    a.position,
    a.replaces,
    [...a.outer, ...kind.task].map((r) => JSON.stringify(r)).sort(),
    a.outerCost,
    kind.cost,
    later.length > 0 ? [later, j] : null,
  ])
  const same = byCard.get(cardKey)
  if (same) return same
  const task = [...a.outer, ...kind.task]
  const cost: [number, number] = [a.outerCost[0] + kind.cost[0], a.outerCost[1] + kind.cost[1]]
  const tasks = [...parent.card.tasks]
  tasks.splice(a.position, a.replaces ? 1 : 0, task)
  const health: Health | undefined = ts.model.health && {
    ...ts.model.health,
    costs: withAt(ts.model.health.costs, a, cost),
  }
  const kinds = arrivals.kinds.map((k, i) => (i === j ? { ...k, count: k.count - 1 } : k))
  const { monsters, cup, endsAt, idle } = ts.model
  const model: TerrorModel = {
    monsters,
    cup,
    endsAt,
    idle,
    ...(health ? { health } : {}),
    ...(later.length > 0
      ? { arrivals: { kinds, at: later, ...(arrivals.forgetSeen ? { forgetSeen: true } : {}) } }
      : {}),
  }
  const cx = changedContext(parent, { ...parent.card, tasks, terror: model })
  if (later.length === 0 && tasks.length > 1) restAfterMonster(parent, cx, a.position, cost)
  byCard.set(cardKey, cx)
  return cx
}

/**
 * Once the monster's task (at `p`) is done, what is left of the card it changed is the card's other tasks, the
 * same whichever monster it was: the states past that point are solved in one context shared by every kind that
 * arrives there alike — the card without that task, its health lowered by the task's cost (paid), terror as before
 * (the same draws, interned alike). `cx.value` hands them over, the task's bit taken out of the mask.
 */
function restAfterMonster(parent: SolverContext, cx: SolverContext, p: number, cost: readonly [number, number]): void {
  const known = arrivedOf(parent).cards
  const key = `rest:${p}:${cost[0]}:${cost[1]}:${JSON.stringify(cx.card.tasks.filter((_, t) => t !== p))}`
  let rest = known.get(key)
  if (!rest) {
    const { monsters, cup, endsAt, idle, health } = cx.card.terror as TerrorModel
    const lowered: Health | undefined = health && {
      ...health,
      sanity: health.sanity - cost[0],
      stamina: health.stamina - cost[1],
      costs: health.costs.filter((_, t) => t !== p),
    }
    const model: TerrorModel = { monsters, cup, endsAt, idle, ...(lowered ? { health: lowered } : {}) }
    rest = changedContext(parent, { ...cx.card, tasks: cx.card.tasks.filter((_, t) => t !== p), terror: model })
    known.set(key, rest)
  }
  const to = rest
  const bit = 1 << p
  const low = bit - 1
  // Without terror to follow there, the terror state is dropped (as `locked` does for such a card).
  const keep = to.terror ? -1 : FLAGS | MARKERS
  const own = cx.value
  cx.value = (s) => {
    if (!(s.done & bit)) return own(s)
    const c = s.child().copy(s)
    c.done = (s.done & low) | ((s.done >>> (p + 1)) << p)
    c.extras = s.extras & keep
    return to.value(c)
  }
}

/**
 * The solver context of a card a monster changed, built by the parent's builder (solver.ts): its terror states
 * interned with the parent's, its arrays from the parent's pool, the parent's Q arrays kept alike.
 */
function changedContext(parent: SolverContext, card: SolverCard): SolverContext {
  const ts = parent.terror as TerrorStates
  shareStates(card.terror as TerrorModel, ts)
  if (!ts.build) throw new Error('engine: odds: no context builder for a card a monster changes')
  const cx = ts.build(card, parent)
  cx.keepQBelowSpells = parent.keepQBelowSpells
  cx.keepQBelowClues = parent.keepQBelowClues
  return cx
}

function withAt<T>(list: readonly T[], a: Arrival, item: T): T[] {
  const out = [...list]
  out.splice(a.position, a.replaces ? 1 : 0, item)
  return out
}
