// The shapes of the table's layout (tableLayout.ts, diceLayout.ts): types only, so the layout's files import them
// without importing each other.
import type { DieColor, Face, GameState, catalogFor } from '../../engine/index.ts'
import type { Vec3 } from './tablePlan.ts'

export type Catalog = ReturnType<typeof catalogFor>

/** A point on a card's face (card units from its centre: u right, v toward its top edge). */
export type OnCard = { readonly cardId: string; readonly u: number; readonly v: number }

/** A card on the ring, posed in the ring's own frame (centred on the clock, before the lazy susan turns). */
export type RingCard = {
  readonly id: string
  /** 1–6, clockwise from XII (the keys 1–6 follow it). */
  readonly place: number
  /** Hour angle of its place on the dial in radians, clockwise from XII. */
  readonly angle: number
  readonly position: Vec3
  /** Turn about +y that points the card's top edge at the clock. */
  readonly yaw: number
}

/** A card lying on the table in world coordinates, its top edge away from the player unless turned by `yaw`. */
export type TableCard = { readonly id: string; readonly position: Vec3; readonly yaw: number }

export type DoomSpace = {
  readonly u: number
  readonly v: number
  readonly kind: 'doom' | 'monster'
  readonly filled: boolean
}
export type ElderSignSpace = { readonly position: Vec3; readonly gained: boolean }
export type MonsterPlace = OnCard & { readonly monsterId: string; readonly row: number; readonly defeated: boolean }
export type StandeePlace = {
  readonly player: number
  readonly investigatorId: string | null
  /** Index into the standee palette: one colour per seat. */
  readonly colour: number
  readonly fallen: boolean
  readonly at: { readonly kind: 'card'; readonly on: OnCard } | { readonly kind: 'table'; readonly position: Vec3 }
}
export type Belonging = {
  readonly id: string
  readonly kind: 'item' | 'spell' | 'ally'
  readonly position: Vec3
  readonly used: boolean
}

export type TableLayout = {
  readonly ring: readonly RingCard[]
  readonly otherWorlds: readonly TableCard[]
  readonly ancientOne: { readonly id: string; readonly position: Vec3; readonly centreStage: boolean }
  readonly doomTrack: readonly DoomSpace[]
  readonly elderSigns: readonly ElderSignSpace[]
  readonly mythos: TableCard | null
  readonly monsters: readonly MonsterPlace[]
  readonly standees: readonly StandeePlace[]
  readonly dice: readonly DiePlace[]
  /** The active investigator in front of the player, with what they carry. */
  readonly investigator: { readonly player: number; readonly investigatorId: string | null } | null
  readonly belongings: readonly Belonging[]
  /** Spells cast and still in play, each with the die secured on it. */
  readonly spellsInPlay: readonly TableCard[]
  readonly trophies: readonly { readonly id: string; readonly kind: string; readonly position: Vec3 }[]
  readonly clues: readonly Vec3[]
}

/**
 * `tray`: in the dice tray, where the physics owns the pose (the position is where the die is laid at rest when the
 * tray has no physics); `table`: lying on the table; `card`: on a card's face.
 */
export type DieAnchor =
  | { readonly kind: 'table'; readonly position: Vec3 }
  | { readonly kind: 'card'; readonly on: OnCard }
  | { readonly kind: 'tray'; readonly position: Vec3 }

export type DiePlace = {
  readonly id: number
  readonly color: DieColor
  /** The face shown up; null before the die's first roll. */
  readonly face: Face | null
  readonly at: GameState['dice'][number]['at']['kind']
  readonly anchor: DieAnchor
}
