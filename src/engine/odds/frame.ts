// The solver's named state frames (contextTypes.ts, Frame and TerrorPlace), made once per recursion depth and reused:
// a caller fills its frame's `child` and passes it down, so the recursion allocates nothing per call and every frame
// keeps one object shape. A terror place is made alike (`next`), and each depth has one of either kind for the other.
import type { Frame, SolverContext, TerrorPlace } from './contextTypes.ts'
import type { RollTable } from './tableTypes.ts'
import type { Arrival } from './types.ts'

const NONE = new Uint8Array(0)

/** A state frame (contextTypes.ts, Frame). */
export class StateFrame implements Frame {
  done = 0
  green = 0
  yellow = 0
  red = 0
  held: Uint8Array = NONE
  spellDice: Uint8Array = NONE
  spellKey = 0
  focus = 0
  spells = 0
  clues = 0
  extras = 0
  now = false
  private below: StateFrame | null = null
  private here: PlaceFrame | null = null

  child(): StateFrame {
    return (this.below ??= new StateFrame())
  }

  copy(s: Frame): StateFrame {
    this.done = s.done
    this.green = s.green
    this.yellow = s.yellow
    this.red = s.red
    this.held = s.held
    this.spellDice = s.spellDice
    this.spellKey = s.spellKey
    this.focus = s.focus
    this.spells = s.spells
    this.clues = s.clues
    this.extras = s.extras
    this.now = s.now
    return this
  }

  place(): PlaceFrame {
    return (this.here ??= new PlaceFrame())
  }
}

/** A terror place (contextTypes.ts, TerrorPlace). */
export class PlaceFrame implements TerrorPlace {
  cx: SolverContext = null as unknown as SolverContext
  done = 0
  held: Uint8Array = NONE
  spellDice: Uint8Array = NONE
  spellKey = 0
  flags = 0
  freed = 0
  focus = 0
  spells = 0
  clues = 0
  table: RollTable = null as unknown as RollTable
  rows: Int32Array | null = null
  index = 0
  draws = 0
  arrival: Arrival | null = null
  seen = false
  nextDraw = 0
  private after: PlaceFrame | null = null
  private frame: StateFrame | null = null

  next(): PlaceFrame {
    const n = (this.after ??= new PlaceFrame())
    n.cx = this.cx
    n.done = this.done
    n.held = this.held
    n.spellDice = this.spellDice
    n.spellKey = this.spellKey
    n.flags = this.flags
    n.freed = this.freed
    n.focus = this.focus
    n.spells = this.spells
    n.clues = this.clues
    n.table = this.table
    n.rows = this.rows
    n.index = this.index
    n.draws = this.draws
    n.arrival = this.arrival
    n.seen = this.seen
    n.nextDraw = this.nextDraw
    return n
  }

  state(): StateFrame {
    return (this.frame ??= new StateFrame())
  }
}
