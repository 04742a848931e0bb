// The solver's inner types, in a leaf module that imports no implementation file (so that no import cycle closes
// through them): the terror states it follows (TerrorStates), the per-card context its parts share (SolverContext),
// and the named state frames its recursion passes (Frame, TerrorPlace; frame.ts makes them).
import type { CompletionTable, FaceCounts, Fold, RollGrouping, RollTable } from './tableTypes.ts'
import type { Arrival, SolverCard, TerrorModel } from './types.ts'

/**
 * A terror state: events so far (capped), monsters drawn [no lock, green, yellow, red], idle dice left [g, y, r],
 * then (SEEN on) the monsters seen going elsewhere, per kind of Arrivals.kinds, while later draws may still come onto
 * the card (the cup they come from lacks them: terror.ts, `locked`); absent when none.
 */
export type TerrorTuple = readonly [number, number, number, number, number, number, number, number, ...number[]]

/** Interns terror states as small numbers (0 is the start of the attempt), carried in the extras word. */
export type TerrorStates = {
  readonly model: TerrorModel
  readonly tuple: (index: number) => TerrorTuple
  readonly index: (t: TerrorTuple) => number
  /** The state `index` with entry `e` moved by `d` (one more monster drawn or seen, one idle die fewer); remembered. */
  readonly step: (index: number, e: number, d: 1 | -1) => number
  /**
   * Builds the solver context of a changed card, its value function set (solver.ts sets this): a monster that
   * must go on this card goes on in that card's context, its arrays from the pool of `from`. Null: no card changes.
   */
  build: ((card: SolverCard, from: SolverContext) => SolverContext) | null
  /** canonicalTerror's answers: per out-of-play pattern, per terror state. */
  readonly canon: number[][]
  /** canonicalTerror's events so far: per (tasks done, events, dice left), the fewest with the same future. */
  readonly canonEvents: Map<number, number>
  /** The terror state with its events so far lowered: per (state, events). */
  readonly lowered: Map<number, number>
  /** Per terror state, the one after an event (before its monsters are drawn). */
  readonly afterEvent: number[]
  /** Per monsters drawn so far (terror.ts): the arrival of the next draw (null: it does not come onto the card). */
  readonly arrivalAt: (Arrival | null)[]
  /** Per monsters drawn so far: the first draw from the next on that may come onto the card (Infinity: none). */
  readonly nextArrival: number[]
  /** Per monsters drawn so far × 256 + draws left in the event: arrivals.ts `keptSeen` for the next draw. */
  readonly seenKept: boolean[]
  /** Whether the events so far can decide anything (health, the awakening, a change in monsters per event): else 0. */
  readonly eventsMatter: boolean
  /**
   * For the monsters seen elsewhere (terrorCanonical.ts, seenCanonical): per tasks done, the fewest dice the card's
   * tasks need with any one of them left out (a monster may replace it); per kind (Arrivals.kinds), the fewest its
   * task asks, and the least and the most of those over the kinds in the cup; null without arrivals.
   */
  readonly need: {
    readonly fewest: Uint8Array
    readonly leastOf: Uint8Array
    readonly least: number
    readonly most: number
  } | null
  /** Per terror state, the same without the monsters seen elsewhere. */
  readonly unseen: number[]
  /** terrorCanonical.ts, seenCanonical's answers: per terror state × 64 + slack. */
  readonly deadSeen: Map<number, number>
}

export type SolverContext = {
  readonly card: SolverCard
  /** The mask with every task done. */
  readonly full: number
  readonly firstPrinting: boolean
  /** Dice on spells may be taken back into the pool before a roll (SolverCard). */
  readonly spellDiceReturn: boolean
  /** The terror effects that change the odds, with the terror states met so far (terrorStates.ts); null: none. */
  readonly terror: TerrorStates | null
  readonly fulfillers: readonly (readonly FaceCounts[])[]
  /**
   * Per mask: the fewest dice the remaining tasks need together (each die serves one task and stays there):
   * a state with fewer dice to roll, hold or add is worth 0 and is not explored.
   */
  readonly fewestDice: Uint8Array
  /** Per mask: the faces a remaining task can use, and the cap of each face (stateSpace.ts). */
  readonly relevant: readonly Uint8Array[]
  readonly cap: readonly Uint8Array[]
  /**
   * Per mask: which die sides the rest of the attempt tells apart (rollTables.ts, Fold) — and the roll tables of
   * its states. Sides whose faces are the same once held (useless, or investigation above every remaining
   * amount) are one, except the terror face where terror is followed. A monster's card (terror.ts, `arrive`)
   * goes on with the table of the roll it came in, which its own folds are never finer than (arrivals.ts, foldingCard).
   */
  readonly folds: readonly Fold[]
  /**
   * Per colour (green, yellow, red): whether the colour of a die on a marker is followed — the yellow or red die,
   * when a terror monster with a lock of that colour can be drawn (the lock takes it off the marker when the pool
   * has none). The extras word holds its face (keys.ts, markerFace).
   */
  readonly tracksMarker: readonly [boolean, boolean, boolean]
  /** The extras word with its marker faces made canonical for mask `done` (a useless face: no longer followed). */
  readonly canonicalMarkers: (done: number, ex: number) => number
  readonly table: (done: number, g: number, y: number, r: number) => RollTable
  readonly values: MemoTable<number>
  /**
   * Q arrays are kept only for states a spell or a clue will look back at (fewer spells or clues than
   * some state asked about); the others are dropped once their value is known.
   */
  readonly qs: MemoTable<Float64Array>
  /** Per state: where in `profiles` what failing a roll is worth, by the die type focused (failedRoll.ts, failProfile). */
  readonly fails: MemoTable<number>
  readonly profiles: Profiles
  keepQBelowSpells: number
  keepQBelowClues: number
  readonly completionTables: Map<number, CompletionTable>
  /** V(state); createSolver sets it (stateValue.ts). */
  value: ValueFn
  /** What a failed roll is worth once a terror event is over (rollValues.ts sets it: terror.ts cannot import it). */
  afterTerror: AfterTerror
  readonly acquire: (size: number) => Float64Array
  readonly release: (q: Float64Array) => void
  /** The bytes of the arrays `acquire` made (shared with the cards a monster changed, as the arrays are). */
  readonly poolBytes: () => number
  /** The bytes the pool's arrays and the profile slabs have taken, shared as the pool is (setSolverByteBudget). */
  readonly spent: Spent
  /** Shared arrays: never change one. */
  readonly canonicalHeld: (done: number, held: ArrayLike<number>) => Uint8Array
  /** canonicalHeld of canonical `held` (key `hk`) with one more die of face `f`, remembered (focus, spells). */
  readonly heldPlus: (done: number, held: Uint8Array, hk: number, f: number) => Uint8Array
  /** canonical `held` with one die of face `f` fewer (a die taken off a spell), remembered. */
  readonly heldMinus: (done: number, held: Uint8Array, f: number) => Uint8Array
  /** canonicalHeld of `held` (key `hk`, canonical for a smaller mask) for mask `done`, remembered (completions). */
  readonly heldAt: (done: number, held: Uint8Array, hk: number) => Uint8Array
  /** The canonical dice on spells `sp` for mask `done` (shared), remembered per their key `sk` (keys.ts, spellKeyOf). */
  readonly canonicalSpells: (done: number, sp: Uint8Array, sk: number) => Uint8Array
  /** Task `t`'s completions for the pool and held faces of `s` (key `hk`), on the roll table of its mask's fold. */
  readonly completionTable: (t: number, s: Frame, hk: number) => readonly [RollGrouping, CompletionTable]
  /** Focus after a task used `n` marker dice: first printing, those markers are empty again. */
  readonly focusAfter: (focus: number, n: number) => number
}

/**
 * The bytes one solver's big arrays have taken (the bulk of Solver.heldBytes): its pool's and its profile slabs'
 * (`bytes`, against the budget), and the profile slabs' alone (`profiles`: rollValues.ts keeps profiles while they
 * hold less than KEEP_PROFILE_BYTES).
 */
export type Spent = { bytes: number; profiles: number }

/** The memo's table (memo.ts, Memo): entries keyed exactly by two integers below 2^53. */
export type MemoTable<T> = {
  get(sk: number, key: number): T | undefined
  has(sk: number, key: number): boolean
  set(sk: number, key: number, v: T): void
  readonly size: number
  readonly bytes: number
}

/** Failed-roll profiles kept end to end in one growing array (solverContext.ts, ProfileSlab). */
export type Profiles = {
  /** Read anew after `keep`: it may have grown. */
  readonly slab: Float64Array
  /** Copies `profile` in and returns where it starts. */
  keep(profile: Float64Array): number
  readonly bytes: number
}

/**
 * A solver state, named: the tasks done, the pool (`green`, `yellow`, `red` dice), the canonical held faces (markers
 * and spells together), the canonical `spellDice` with their `spellKey` (keys.ts, spellKeyOf), focus, spells and
 * clues left, and the `extras` word (keys.ts: the yellow and red die that may be added, markers, terror state). The recursion runs millions of times per solve, so frames are never made per call:
 * each has one `child`, made once and reused, that its callee fills for its own callees (frame.ts). A callee never
 * changes the frame it is given.
 */
export type Frame = {
  done: number
  green: number
  yellow: number
  red: number
  held: Uint8Array
  spellDice: Uint8Array
  spellKey: number
  focus: number
  spells: number
  clues: number
  extras: number
  /** For Q (rollValues.ts): the once-per-roll reroll is still unused on this roll. */
  now: boolean
  /** The frame one depth below (made once, then reused). */
  child(): Frame
  /** This frame with every field of `s` (then the caller changes what differs); returns itself. */
  copy(s: Frame): Frame
  /** The terror place of this depth (made once, then reused): where failing this state's roll sets terror off. */
  place(): TerrorPlace
}

/**
 * Where the attempt stands while a terror event resolves (terror.ts), and the lock being resolved: the card's context,
 * its tasks done, the dice held, the extras word but its terror state (`flags`: set when the event is over), dice the
 * locks took off markers (`freed`: in the first printing those markers are empty again), focus, spells and clues (as
 * before the event); the roll (`table`, at the rolls `rows` lists, every roll when null), the terror state `index`
 * and the monsters left to draw in the event (`draws`); for a draw whose kind matters (terror.ts, byKind) the arrival
 * it makes (null: none), whether its kind is kept once seen elsewhere, and the next draw that may come onto the card.
 * Made like frames: `next` is the place one step on, a copy of this one, reused.
 */
export type TerrorPlace = {
  cx: SolverContext
  done: number
  held: Uint8Array
  spellDice: Uint8Array
  spellKey: number
  flags: number
  freed: number
  focus: number
  spells: number
  clues: number
  table: RollTable
  rows: Int32Array | null
  index: number
  draws: number
  arrival: Arrival | null
  seen: boolean
  nextDraw: number
  /** The place one step on, with every field of this one (made once, then reused). */
  next(): TerrorPlace
  /** The state frame of this depth (made once, then reused): the state a failed roll goes on from. */
  state(): Frame
}

/** V(state) (stateValue.ts, through the card's context). */
export type ValueFn = (s: Frame) => number

/**
 * Values at the rolls of a table that a `rows` list asks for (every roll when null; anything elsewhere): an array
 * from the context's pool (its user releases it), or a number where the value is the same at every roll.
 */
export type Values = Float64Array | number

/** What failing the roll is worth once a terror event is over (rollValues.ts; terror.ts, eventOver). */
export type AfterTerror = {
  /** Discard and maybe focus on what is left of the roll, at the place with the extras word `ex`. */
  readonly fail: (place: TerrorPlace, ex: number) => Values
  /** The value when the locks took every die of the pool (the roll cannot go on; nothing is discarded). */
  readonly empty: (place: TerrorPlace, ex: number) => number
}
