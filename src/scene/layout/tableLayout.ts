// Where every card, token, die and standee of a game stands: a pure function of the engine's state (and its
// catalog), so the picture can be tested without a browser and never disagrees with the rules.
import type { GameState } from '../../engine/index.ts'
import { MONSTER_MARKER, taskRowV } from './cardFrame.ts'
import { placeDice } from './diceLayout.ts'
import type {
  Belonging,
  Catalog,
  DoomSpace,
  ElderSignSpace,
  MonsterPlace,
  RingCard,
  StandeePlace,
  TableCard,
  TableLayout,
} from './layoutTypes.ts'
import { otherWorldPlaces, ringPlaces } from './ringPlaces.ts'
import {
  ANCIENT_ONE,
  BELONGINGS,
  CARD,
  CLUES,
  DOOM_TRACK,
  ELDER_SIGNS,
  ENTRANCE,
  MYTHOS,
  OUTER_ARC,
  RING,
  SPELLS_IN_PLAY,
  STANDEE,
  TROPHIES,
  type Vec3,
} from './tablePlan.ts'

export type * from './layoutTypes.ts'

/**
 * The hour angle of ring place `place` (1–6): place 1 at XII, the others clockwise every two hours, so place 4 lies
 * at VI in front of the player. The turntable at rest is then posed as it is with a card in focus: half a step
 * round, a card would lie across the dice tray's corner (tests/scene/layout/ringPose.test.ts).
 */
export function placeAngle(place: number): number {
  return ((place - 1) / RING.places) * Math.PI * 2
}

/** A point at hour angle `angle` and distance `radius` from the ring's centre, in the ring's frame. */
function onDial(angle: number, radius: number, y = 0): Vec3 {
  return [Math.sin(angle) * radius, y, -Math.cos(angle) * radius]
}

/** Where the Ancient One's card stands once it has awoken: in the middle of the table, facing the player. */
export const CENTRE_STAGE: Vec3 = [0, 0, 10]

/** The whole table for one state. */
export function tableLayout(state: GameState, cat: Catalog): TableLayout {
  const ring = ringPlaces(state.board).map((id, i): RingCard => {
    const angle = placeAngle(i + 1)
    return { id, place: i + 1, angle, position: onDial(angle, RING.radius), yaw: Math.PI - angle }
  })
  const otherWorlds = otherWorldPlaces(state.board).map((id, i): TableCard => {
    const angle = OUTER_ARC.angles[i % OUTER_ARC.angles.length] ?? 0
    const [x, , z] = onDial(angle, OUTER_ARC.radius + Math.floor(i / OUTER_ARC.angles.length) * 4)
    return { id, position: [x + RING.centre[0], 0, z + RING.centre[2]], yaw: 0 }
  })
  const ao = cat.ancientOne(state.ancientOne)
  const active = state.players[state.turn.player] ?? null
  const monsters = monsterPlaces(state, cat)
  const standees = standeePlaces(state)
  const carried = active ? belongings(active) : []
  const [sx, sy, sz] = SPELLS_IN_PLAY.origin
  const spellsInPlay = state.spellsInPlay.map((e, i): TableCard => ({
    id: e.spellId,
    position: [sx - i * SPELLS_IN_PLAY.pitch, sy, sz],
    yaw: 0,
  }))
  return {
    ring,
    otherWorlds,
    ancientOne: {
      id: ao.id,
      position: state.awakened ? CENTRE_STAGE : ANCIENT_ONE.centre,
      centreStage: state.awakened,
    },
    doomTrack: doomSpaces(ao.doomTrack, state.doom),
    elderSigns: elderSignSpaces(ao.elderSigns, state.elderSigns),
    mythos: state.mythos ? { id: state.mythos, position: MYTHOS.centre, yaw: 0 } : null,
    monsters,
    standees,
    dice: placeDice(state, cat, { standees, monsters, spellsInPlay }),
    investigator: active ? { player: state.turn.player, investigatorId: active.investigatorId } : null,
    belongings: carried,
    spellsInPlay,
    trophies: (active?.trophies ?? []).map((t, i) => ({
      id: t.id,
      kind: t.kind,
      position: [TROPHIES.origin[0] - (i % 8) * TROPHIES.pitch, 0.05 + Math.floor(i / 8) * 0.1, TROPHIES.origin[2]],
    })),
    clues: Array.from({ length: active?.clues ?? 0 }, (_, i): Vec3 => [
      CLUES.origin[0],
      0.1 + Math.floor(i / CLUES.rows) * 0.25,
      CLUES.origin[2] + (i % CLUES.rows) * CLUES.pitch,
    ]),
  }
}

/** The doom track's spaces along the lower edge of the Ancient One card, the first `doom` of them filled. */
export function doomSpaces(track: readonly ('doom' | 'monster')[], doom: number): DoomSpace[] {
  const n = track.length
  const pitch = Math.min(DOOM_TRACK.pitch, DOOM_TRACK.span / Math.max(n, 1))
  return track.map((kind, i) => ({ u: (i - (n - 1) / 2) * pitch, v: DOOM_TRACK.v, kind, filled: i < doom }))
}

/** The Elder Sign limit as spaces beside the Ancient One, in rows; the first `gained` of them hold a token. */
function elderSignSpaces(limit: number, gained: number): ElderSignSpace[] {
  const [x0, y0, z0] = ELDER_SIGNS.origin
  return Array.from({ length: Math.max(limit, gained) }, (_, i) => ({
    position: [
      x0 + (i % ELDER_SIGNS.columns) * ELDER_SIGNS.pitch,
      y0,
      z0 + Math.floor(i / ELDER_SIGNS.columns) * ELDER_SIGNS.pitch,
    ],
    gained: i < gained,
  }))
}

/** Each monster marker on its card: over the monster area of its row, or below the bottom task for row −1. */
function monsterPlaces(state: GameState, cat: Catalog): MonsterPlace[] {
  return state.board.flatMap((b) => {
    const rows = cat.adventureTasks(b.cardId).tasks.length
    const below = b.monsters.filter((m) => m.row < 0)
    return b.monsters.map((m) => {
      const spare = below.indexOf(m)
      const u = m.row < 0 ? (spare - (below.length - 1) / 2) * (MONSTER_MARKER.width * 0.55) : MONSTER_MARKER.u
      return { cardId: b.cardId, u, v: taskRowV(m.row, rows), monsterId: m.monsterId, row: m.row, defeated: m.defeated }
    })
  })
}

/** Standees: on the card they are at (just beyond its top edge, toward the clock, side by side), on the entrance sheet, or by the AO. */
function standeePlaces(state: GameState): StandeePlace[] {
  const atCard = new Map<string, number[]>()
  const atEntrance: number[] = []
  const atAncientOne: number[] = []
  state.players.forEach((p, i) => {
    if (p.status === 'eliminated') return
    const where = p.location
    if (where.kind === 'card') atCard.set(where.cardId, [...(atCard.get(where.cardId) ?? []), i])
    else (where.kind === 'entrance' ? atEntrance : atAncientOne).push(i)
  })
  const spread = (list: readonly number[], i: number) => (list.indexOf(i) - (list.length - 1) / 2) * STANDEE.spacing
  return state.players.flatMap((p, i): StandeePlace[] => {
    if (p.status === 'eliminated') return []
    const base = { player: i, investigatorId: p.investigatorId, colour: i, fallen: p.status !== 'active' }
    const where = p.location
    if (where.kind === 'card') {
      const u = spread(atCard.get(where.cardId) ?? [], i)
      return [{ ...base, at: { kind: 'card', on: { cardId: where.cardId, u, v: CARD.height / 2 + 0.9 } } }]
    }
    if (where.kind === 'entrance') {
      const [x, , z] = ENTRANCE.centre
      return [
        { ...base, at: { kind: 'table', position: [x + spread(atEntrance, i), 0, z - ENTRANCE.height / 2 + 1.6] } },
      ]
    }
    const ao = state.awakened ? CENTRE_STAGE : ANCIENT_ONE.centre
    const position: Vec3 = [ao[0] + spread(atAncientOne, i), 0, ao[2] + ANCIENT_ONE.height / 2 + 1.4]
    return [{ ...base, at: { kind: 'table', position } }]
  })
}

/** The active investigator's items, spells and allies in a row right of their card. */
function belongings(p: GameState['players'][number]): Belonging[] {
  const all = [
    ...p.items.map((id) => ({ id, kind: 'item' as const, used: false })),
    ...p.spells.map((id) => ({ id, kind: 'spell' as const, used: false })),
    ...p.allies.map((id) => ({ id, kind: 'ally' as const, used: p.alliesUsed.includes(id) })),
  ]
  const [x0, y0, z0] = BELONGINGS.origin
  return all.map((b, i) => ({
    ...b,
    position: [x0 + (i % 6) * BELONGINGS.pitch, y0 + Math.floor(i / 6) * 0.06, z0 - Math.floor(i / 6) * 1.2],
  }))
}

/**
 * The card the lazy susan should bring to the front: the card in focus when it is on the ring, else the card the
 * active investigator is at; null leaves the ring where it is.
 */
export function ringFocus(state: GameState, focused: string | null): string | null {
  const ring = ringPlaces(state.board)
  if (focused !== null && ring.includes(focused)) return focused
  if (focused !== null) return null
  const where = state.players[state.turn.player]?.location
  return where?.kind === 'card' && ring.includes(where.cardId) ? where.cardId : null
}

/**
 * The ring card held up toward the player: the card in focus, else, while nothing is in focus, the adventure being
 * resolved, so a screen whose player never picked that card (a watcher's, a seat out of turn) lifts it too.
 */
export function ringHeld(state: GameState, focused: string | null): string | null {
  const ring = ringPlaces(state.board)
  if (focused !== null) return ring.includes(focused) ? focused : null
  const { phase } = state
  if (phase.kind !== 'resolution' || phase.target.kind !== 'card') return null
  return ring.includes(phase.target.cardId) ? phase.target.cardId : null
}

/** The turn of the lazy susan (radians about +y) that brings the ring card at `angle` to face the player. */
export function ringTurnFor(angle: number): number {
  return angle - Math.PI
}
