import { describe, expect, it } from 'vitest'
import { applyAction, catalogFor, createGame, legalActions, type GameState } from '../../../src/engine/index.ts'
import { cloneState } from '../../../src/engine/state.ts'
import { ANCIENT_ONE, CARD, DIE, ELDER_SIGNS, OUTER_ARC, RING } from '../../../src/scene/layout/tablePlan.ts'
import { taskRowV } from '../../../src/scene/layout/cardFrame.ts'
import { TRAY_PLACE } from '../../../src/scene/hands/trayPlace.ts'
import { TRAY } from '../../../src/physics/physicsConfig.ts'
import {
  CENTRE_STAGE,
  doomSpaces,
  placeAngle,
  ringFocus,
  ringHeld,
  ringTurnFor,
  tableLayout,
} from '../../../src/scene/layout/tableLayout.ts'

const cat = catalogFor('original')

function start(seed = 7, investigators = 2): GameState {
  return createGame({ seed, investigators, content: 'original' })
}

/** Seeded random play through the legal actions; yields every state on the way. */
function* randomPlay(seed: number, steps: number): Generator<GameState> {
  let state = start(seed, 3)
  let s = seed >>> 0 || 1
  for (let i = 0; i < steps && state.status === 'playing'; i++) {
    const legal = legalActions(state)
    s = (Math.imul(s, 1103515245) + 12345) >>> 0
    const action = legal[s % legal.length]
    if (!action) break
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(result.violation.message)
    state = result.state
    yield state
  }
}

const dist = (a: readonly number[], b: readonly number[]) => Math.hypot(...a.map((x, i) => x - (b[i] ?? 0)))

describe('tableLayout: the ring', () => {
  it('gives the six adventures six distinct places 1–6, clockwise from XII on the hours', () => {
    const layout = tableLayout(start(), cat)
    expect(layout.ring.map((c) => c.place)).toEqual([1, 2, 3, 4, 5, 6])
    expect(new Set(layout.ring.map((c) => c.id)).size).toBe(6)
    const angles = layout.ring.map((c) => c.angle)
    for (let i = 1; i < angles.length; i++) expect(angles[i]).toBeGreaterThan(angles[i - 1] ?? 0)
    // Place 1 at XII (x = 0, far side), place 2 right of it, place 4 at VI (x = 0, near side).
    const [first, second, , fourth] = layout.ring
    expect(first?.position[0]).toBeCloseTo(0, 9)
    expect(first?.position[2]).toBeLessThan(0)
    expect(second?.position[0]).toBeGreaterThan(0)
    expect(fourth?.position[0]).toBeCloseTo(0, 9)
    expect(fourth?.position[2]).toBeGreaterThan(0)
  })

  it('keeps cards apart: no two ring cards overlap and none covers the clock', () => {
    const layout = tableLayout(start(), cat)
    for (const a of layout.ring) {
      expect(Math.hypot(a.position[0], a.position[2]) - CARD.height / 2).toBeGreaterThan(10.5)
      for (const b of layout.ring) if (a !== b) expect(dist(a.position, b.position)).toBeGreaterThan(CARD.width + 1)
    }
  })

  it('points each card top edge at the clock', () => {
    for (const card of tableLayout(start(), cat).ring) {
      // The top edge's direction after turning the card by yaw: (−sin yaw, −cos yaw) in x, z.
      const top = [-Math.sin(card.yaw), -Math.cos(card.yaw)]
      const inward = [-card.position[0], -card.position[2]]
      const cos = (top[0]! * inward[0]! + top[1]! * inward[1]!) / Math.hypot(inward[0]!, inward[1]!)
      expect(cos).toBeCloseTo(1, 6)
    }
  })

  it('keeps the places of the cards that stay when one is resolved and replaced', () => {
    const state = start()
    const before = tableLayout(state, cat)
    const next = cloneState(state)
    const replaced = next.board[2]!.cardId
    const incoming = next.decks.adventure[0]!
    next.board[2] = { cardId: incoming, otherWorld: false, monsters: [] }
    const after = tableLayout(next, cat)
    expect(after.ring.map((c) => c.id)).not.toContain(replaced)
    expect(after.ring.find((c) => c.id === incoming)?.place).toBe(3)
    for (const card of before.ring.filter((c) => c.id !== replaced))
      expect(after.ring.find((c) => c.id === card.id)).toEqual(card)
  })

  it('turns the lazy susan so the card in focus (or the active investigator’s card) faces the player', () => {
    const state = cloneState(start())
    const third = state.board[2]!.cardId
    expect(ringFocus(state, third)).toBe(third)
    const turn = ringTurnFor(placeAngle(3))
    // After turning by `turn` about +y, the card's hour angle is angle − turn = π: straight toward the player.
    expect(placeAngle(3) - turn).toBeCloseTo(Math.PI, 9)
    expect(ringFocus(state, null)).toBeNull() // at the entrance: the ring stays
    state.players[state.turn.player]!.location = { kind: 'card', cardId: state.board[4]!.cardId }
    expect(ringFocus(state, null)).toBe(state.board[4]!.cardId)
    expect(ringFocus(state, 'not-on-the-ring')).toBeNull()
  })

  it('holds up the card in focus, else the adventure being resolved, on every screen', () => {
    let state = start()
    const cards = state.board.filter((b) => !b.otherWorld).map((b) => b.cardId)
    expect(ringHeld(state, null)).toBeNull() // at the entrance, nothing in focus
    expect(ringHeld(state, cards[1]!)).toBe(cards[1])
    expect(ringHeld(state, 'not-on-the-ring')).toBeNull()
    const moved = applyAction(state, { type: 'moveTo', to: { kind: 'card', cardId: cards[2]! } })
    if (!moved.ok) throw new Error(moved.violation.message)
    state = moved.state
    expect(state.phase.kind).toBe('resolution')
    // A screen where nobody picked the card (a watcher's) lifts the one in play; a card in focus still wins.
    expect(ringHeld(state, null)).toBe(cards[2])
    expect(ringHeld(state, cards[0]!)).toBe(cards[0])
  })
})

describe('tableLayout: other worlds, the Ancient One and its tracks', () => {
  it('puts other worlds on the outer arc, beyond the ring, each in its own place', () => {
    const state = cloneState(start())
    state.board = state.board.filter((b) => !b.otherWorld)
    const worlds = cat.content.otherWorlds.slice(0, 3)
    for (const w of worlds) state.board.push({ cardId: w.id, otherWorld: true, monsters: [] })
    const layout = tableLayout(state, cat)
    expect(layout.ring).toHaveLength(6)
    expect(layout.otherWorlds.map((c) => c.id)).toEqual(worlds.map((w) => w.id))
    for (const card of layout.otherWorlds) {
      const r = Math.hypot(card.position[0] - RING.centre[0], card.position[2] - RING.centre[2])
      expect(r).toBeCloseTo(OUTER_ARC.radius, 6)
      expect(r).toBeGreaterThan(RING.radius + CARD.height)
    }
    const [a, b, c] = layout.otherWorlds
    expect(dist(a!.position, b!.position)).toBeGreaterThan(CARD.width)
    expect(dist(a!.position, c!.position)).toBeGreaterThan(CARD.width)
  })

  it('lays one doom space per track space, evenly along the card, the first `doom` filled', () => {
    const track = cat.ancientOne('cthulhu').doomTrack
    const spaces = doomSpaces(track, 4)
    expect(spaces).toHaveLength(track.length)
    expect(spaces.filter((s) => s.filled)).toHaveLength(4)
    expect(spaces.map((s) => s.filled)).toEqual(track.map((_, i) => i < 4))
    expect(spaces.map((s) => s.kind)).toEqual(track)
    const steps = spaces.slice(1).map((s, i) => s.u - spaces[i]!.u)
    for (const step of steps) expect(step).toBeCloseTo(steps[0]!, 9)
    expect(steps[0]).toBeGreaterThan(1.1) // tokens (1.1 across) never touch
    for (const s of spaces) expect(Math.abs(s.u)).toBeLessThan(ANCIENT_ONE.width / 2)
  })

  it('shows the doom and Elder Signs of the state, and the Elder Sign limit as spaces', () => {
    const state = cloneState(start())
    state.doom = 3
    state.elderSigns = 2
    const layout = tableLayout(state, cat)
    const ao = cat.ancientOne(state.ancientOne)
    expect(layout.doomTrack.filter((s) => s.filled)).toHaveLength(3)
    expect(layout.elderSigns).toHaveLength(ao.elderSigns)
    expect(layout.elderSigns.filter((s) => s.gained)).toHaveLength(2)
    expect(layout.elderSigns[0]?.position).toEqual(ELDER_SIGNS.origin)
    expect(new Set(layout.elderSigns.map((s) => s.position.join())).size).toBe(ao.elderSigns)
    expect(layout.ancientOne.position).toEqual(ANCIENT_ONE.centre)
  })

  it('moves the Ancient One to the centre once it has awoken', () => {
    const state = cloneState(start())
    state.awakened = true
    state.board = []
    const layout = tableLayout(state, cat)
    expect(layout.ancientOne).toMatchObject({ centreStage: true, position: CENTRE_STAGE })
    expect(layout.ring).toEqual([])
  })

  it('deals the Mythos card beside the Ancient One only when there is one', () => {
    const state = cloneState(start())
    state.mythos = null
    expect(tableLayout(state, cat).mythos).toBeNull()
    state.mythos = cat.content.mythos[0]!.id
    expect(tableLayout(state, cat).mythos?.id).toBe(state.mythos)
  })
})

describe('tableLayout: pieces on cards', () => {
  it('puts a monster on its monster task row, and one below the tasks under the bottom row', () => {
    const state = cloneState(start())
    const withArea = state.board.findIndex((b) => cat.adventureTasks(b.cardId).tasks.some((t) => t.monsterArea))
    const monsters = cat.content.monsters
    const target = withArea >= 0 ? withArea : 0
    const card = state.board[target]!
    const rows = cat.adventureTasks(card.cardId).tasks
    const row = Math.max(
      0,
      rows.findIndex((t) => t.monsterArea),
    )
    card.monsters.push({ monsterId: monsters[0]!.id, row, defeated: false })
    card.monsters.push({ monsterId: monsters[1]!.id, row: -1, defeated: false })
    const placed = tableLayout(state, cat).monsters
    expect(placed).toHaveLength(2)
    expect(placed[0]).toMatchObject({ cardId: card.cardId, v: taskRowV(row, rows.length) })
    expect(placed[1]?.v).toBeLessThan(taskRowV(rows.length - 1, rows.length))
    expect(placed[1]?.v).toBeGreaterThan(-CARD.height / 2)
  })

  it('stands each investigator at the card they are at, side by side, in their own colour', () => {
    const state = cloneState(start(3, 3))
    const cardId = state.board[1]!.cardId
    state.players[0]!.location = { kind: 'card', cardId }
    state.players[1]!.location = { kind: 'card', cardId }
    const standees = tableLayout(state, cat).standees
    expect(standees.map((s) => s.colour)).toEqual([0, 1, 2])
    const [a, b, c] = standees
    expect(a?.at.kind === 'card' && a.at.on.cardId).toBe(cardId)
    expect(b?.at.kind === 'card' && b.at.on.cardId).toBe(cardId)
    if (a?.at.kind !== 'card' || b?.at.kind !== 'card') throw new Error('expected both on the card')
    expect(Math.abs(a.at.on.u - b.at.on.u)).toBeGreaterThan(1.4)
    expect(c?.at.kind).toBe('table') // the third is at the entrance
  })

  it('knocks a devoured investigator’s standee over and leaves an eliminated one off the table', () => {
    const state = cloneState(start(3, 3))
    state.players[1]!.status = 'devoured'
    state.players[2]!.status = 'eliminated'
    const standees = tableLayout(state, cat).standees
    expect(standees.map((s) => [s.player, s.fallen])).toEqual([
      [0, false],
      [1, true],
    ])
  })
})

describe('tableLayout: dice', () => {
  it('places every die still in the game exactly once, in distinct spots, faces as the state says', () => {
    let checked = 0
    for (const seed of [1, 2, 3]) {
      for (const state of randomPlay(seed, 160)) {
        const layout = tableLayout(state, cat)
        const inGame = state.dice.filter((d) => d.at.kind !== 'removed')
        expect(layout.dice.map((d) => d.id).sort()).toEqual(inGame.map((d) => d.id).sort())
        for (const d of layout.dice) expect(d.face).toBe(state.dice[d.id]?.face)
        const keys = layout.dice.map((d) =>
          d.anchor.kind !== 'card'
            ? `t:${d.anchor.position.map((x) => x.toFixed(2)).join()}`
            : `c:${d.anchor.on.cardId}:${d.anchor.on.u.toFixed(2)}:${d.anchor.on.v.toFixed(2)}`,
        )
        expect(new Set(keys).size).toBe(keys.length)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(100)
  })

  it('lays the pool in the dice tray in front of the player, clear of one another (issue 11)', () => {
    const state = cloneState(start())
    state.dice.slice(0, 5).forEach((d, i) => {
      d.at = { kind: 'pool' }
      d.face = i % 2 ? 'L' : 'I2'
    })
    const pool = tableLayout(state, cat).dice.filter((d) => d.at === 'pool')
    expect(pool).toHaveLength(5)
    for (const d of pool) {
      if (d.anchor.kind !== 'tray') throw new Error('pool dice lie in the tray')
      expect(Math.abs(d.anchor.position[0] - TRAY_PLACE.x)).toBeLessThan(TRAY.width / 2 - DIE / 2)
      expect(Math.abs(d.anchor.position[2] - TRAY_PLACE.z)).toBeLessThan(TRAY.depth / 2 - DIE / 2)
      expect(d.anchor.position[2]).toBeGreaterThan(RING.centre[2] + RING.radius)
    }
    const spots = pool.map((d) => (d.anchor.kind === 'tray' ? d.anchor.position : [0, 0, 0]))
    for (let i = 0; i < spots.length; i++)
      for (let j = i + 1; j < spots.length; j++)
        expect(Math.hypot(spots[i]![0] - spots[j]![0], spots[i]![2] - spots[j]![2])).toBeGreaterThan(DIE * 1.5)
  })

  it('lays a die locked by a card on that card', () => {
    const state = cloneState(start())
    const cardId = state.board[0]!.cardId
    state.locks.push({ id: 99, color: 'red', source: { kind: 'card', cardId }, dieId: 7 })
    state.dice[7]!.at = { kind: 'locked', lockId: 99 }
    const die = tableLayout(state, cat).dice.find((d) => d.id === 7)
    expect(die?.anchor).toMatchObject({ kind: 'card', on: { cardId } })
  })
})

describe('tableLayout: in front of the player', () => {
  it('shows the active investigator with their clues, belongings and trophies', () => {
    const state = cloneState(start())
    const p = state.players[state.turn.player]!
    p.clues = 3
    p.trophies = [{ kind: 'adventure', id: state.board[0]!.cardId, value: 1 }]
    const layout = tableLayout(state, cat)
    expect(layout.investigator).toEqual({ player: state.turn.player, investigatorId: p.investigatorId })
    expect(layout.clues).toHaveLength(3)
    expect(new Set(layout.clues.map((c) => c.join())).size).toBe(3)
    expect(layout.belongings.map((b) => b.id)).toEqual([...p.items, ...p.spells, ...p.allies])
    expect(layout.trophies.map((t) => t.id)).toEqual([state.board[0]!.cardId])
    const xs = layout.belongings.map((b) => b.position[0])
    expect(new Set(xs.map((x) => x.toFixed(2))).size).toBe(Math.min(xs.length, 6))
  })

  it('follows the turn: the next investigator comes to the front', () => {
    const state = cloneState(start(5, 2))
    state.turn.player = 1
    expect(tableLayout(state, cat).investigator?.player).toBe(1)
  })
})
