// The odds on the table during an attempt: the best choice marked on the card (its task row) and on the dice (what
// to do with each). Each card's chance is on its plaque (plaques/RingPlaques.tsx). Marks ride on the card objects
// (portals), so they turn with the lazy susan; they show only what shownOddsAtom holds, nothing while hints are off.
import { useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { createPortal, useFrame, useThree } from '@react-three/fiber'
import { Html } from '@react-three/drei'
import { DoubleSide, Quaternion, Vector3, type Group, type Object3D } from 'three'
import type { Action } from '../../engine/index.ts'
import { boardAtom } from '../../state/gameAtoms.ts'
import { shownOddsAtom } from '../../state/odds/oddsAtoms.ts'
import { dicePlacesAtom, monstersAtom, sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { rowPitch, taskRowV } from '../layout/cardFrame.ts'
import { CARD, DIE, type Vec3 } from '../layout/tablePlan.ts'
import { useHandsKit, type HandsKit } from '../hands/handsKit.ts'
import { TRAY_FELT, TRAY_PLACE } from '../hands/trayPlace.ts'
import { percent } from '../../state/odds/adviceWords.ts'
import { setLabelPlace, type Spot } from './setLabelPlace.ts'
import './oddsOnTable.css'

/** Plaques stay under the DOM panels (the HUD is z-index 5). */
const UNDER_PANELS: [number, number] = [1, 0]
const ADVICE_GREEN = '#5fcf98'

export function OddsOnTable() {
  const kit = useSceneKit()
  const odds = useAtomValue(shownOddsAtom)
  const board = useAtomValue(boardAtom)
  const invalidate = useThree((s) => s.invalidate)
  // The card objects register in their own effects, which run before this one (they are earlier siblings).
  const [cards, setCards] = useState<ReadonlyMap<string, Object3D>>(new Map())
  useEffect(() => {
    setCards(new Map(board.flatMap((b) => (kit.cards.has(b.cardId) ? [[b.cardId, kit.cards.get(b.cardId)!]] : []))))
  }, [kit, board])
  useEffect(() => invalidate(), [odds, invalidate])
  const move = odds?.move ?? null
  return move ? <BestMarks action={move.action} odds={move.odds} cards={cards} /> : null
}

/** What the best choice does with each die it names. */
function diceOf(action: Action): readonly { readonly id: number; readonly verb: string }[] {
  switch (action.type) {
    case 'completeTask':
      return action.dice.map((id) => ({ id, verb: 'use' }))
    case 'spendClue':
      return action.dice.map((id) => ({ id, verb: 'reroll' }))
    case 'useCard':
    case 'useAbility':
      return (action.target?.dice ?? []).map((id) => ({ id, verb: 'reroll' }))
    case 'discardDie':
      return [{ id: action.dieId, verb: 'discard' }]
    case 'focusDie':
    case 'assist':
      return [{ id: action.dieId, verb: 'focus' }]
    case 'castSpell':
      return action.dieId === null ? [] : [{ id: action.dieId, verb: 'secure' }]
    case 'releaseSpellDie':
      return [{ id: action.dieId, verb: 'take back' }]
    default:
      return []
  }
}

function BestMarks({
  action,
  odds,
  cards,
}: {
  readonly action: Action
  readonly odds: number
  readonly cards: ReadonlyMap<string, Object3D>
}) {
  const cat = useAtomValue(sceneCatalogAtom)
  const monsters = useAtomValue(monstersAtom)
  const dice = useAtomValue(dicePlacesAtom)
  const state = useAtomValue(shownOddsAtom)?.state
  const cardId =
    state?.phase.kind === 'resolution' && state.phase.target.kind === 'card' ? state.phase.target.cardId : null
  let row: { readonly v: number; readonly pitch: number } | null = null
  if (action.type === 'completeTask' && cardId && cat) {
    const rows = cat.adventureTasks(cardId).tasks.length
    const index = /^row:(\d+)$/.exec(action.taskId)?.[1]
    const monster = /^monster:(.+)$/.exec(action.taskId)?.[1]
    const m = monsters.find((x) => x.cardId === cardId && x.monsterId === monster)
    if (index !== undefined) row = { v: taskRowV(Number(index), rows), pitch: rowPitch(rows) }
    else if (m) row = { v: m.v, pitch: rowPitch(rows) }
  }
  const target = cardId ? cards.get(cardId) : undefined
  const marked = diceOf(action)
  return (
    <>
      {row &&
        target &&
        createPortal(
          <group position={[0, CARD.thickness + 0.03, -row.v]}>
            <mesh rotation-x={-Math.PI / 2} renderOrder={2}>
              <planeGeometry args={[CARD.width - 0.2, row.pitch]} />
              <meshBasicMaterial color={ADVICE_GREEN} transparent opacity={0.32} depthWrite={false} side={DoubleSide} />
            </mesh>
            <Html position={[CARD.width / 2 + 0.4, 0, 0]} zIndexRange={UNDER_PANELS} style={{ pointerEvents: 'none' }}>
              <div
                className="odds-best-row"
                data-plaque-avoid
                data-best-task={action.type === 'completeTask' ? action.taskId : ''}
              >
                Best · {percent(odds)}
              </div>
            </Html>
          </group>,
          target,
        )}
      {marked.map(({ id, verb }) => {
        const place = dice.find((d) => d.id === id)
        return place && place.anchor.kind !== 'card' ? (
          <DieMark key={id} id={id} verb={verb} rest={place.anchor.position} />
        ) : null
      })}
      {marked.length > 0 && <SetLabel marked={marked.map((m) => m.id)} verb={marked[0]!.verb} />}
    </>
  )
}

const TRAY_OFFSET = new Vector3(TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z)
const pose = { p: new Vector3(), q: new Quaternion() }

/**
 * A ring under a die with what to do with it; it follows the die where the tray's physics laid it, and is put away
 * while the die is in the hand (a ring round an empty spot of felt told of a die that was not there).
 */
function DieMark({ id, verb, rest }: { readonly id: number; readonly verb: string; readonly rest: Vec3 }) {
  const hands = useHandsKit()
  const group = useRef<Group>(null)
  useFrame(() => {
    const g = group.current
    if (!g) return
    g.visible = !hands.lifted.has(id)
    diePose(hands, id, rest, pose.p)
    g.position.set(pose.p.x, pose.p.y - DIE / 2 + 0.06, pose.p.z)
  })
  return (
    <group ref={group} position={[rest[0], rest[1] - DIE / 2 + 0.06, rest[2]]}>
      <mesh rotation-x={-Math.PI / 2} renderOrder={2}>
        <ringGeometry args={[DIE * 0.78, DIE * 1.02, 40]} />
        <meshBasicMaterial
          color={verb === 'discard' ? '#e8866a' : ADVICE_GREEN}
          transparent
          opacity={0.9}
          depthWrite={false}
        />
      </mesh>
    </group>
  )
}

/** Where die `id` lies now: in the tray where its physics laid it, else at its resting place. */
function diePose(hands: HandsKit, id: number, rest: Vec3, out: Vector3): Vector3 {
  if (hands.tray?.pose(id, out, pose.q)) return out.add(TRAY_OFFSET)
  return out.set(rest[0], rest[1], rest[2])
}

/** Scratch for the label's placing, reused every frame: the set's dice, every die, the anchor. */
const scratch = { set: [] as Spot[], dice: [] as Spot[], spots: [] as Spot[], anchor: { x: 0, z: 0 } }

/** The spot of die `i` of this frame's scratch list. */
function spotFor(i: number, x: number, z: number): Spot {
  const s = (scratch.spots[i] ??= { x: 0, z: 0 })
  s.x = x
  s.z = z
  return s
}

/**
 * One label for the set ("reroll ×3"; a label per die crowds a roll of eight), beside it where it hides the fewest
 * dice (setLabelPlace.ts). Placed in the frame loop (its side by DOM attribute, its edge at the anchor), never by
 * React.
 */
function SetLabel({ marked, verb }: { readonly marked: readonly number[]; readonly verb: string }) {
  const hands = useHandsKit()
  const dice = useAtomValue(dicePlacesAtom)
  const invalidate = useThree((s) => s.invalidate)
  const group = useRef<Group>(null)
  const tag = useRef<HTMLDivElement>(null)
  useFrame(() => {
    const g = group.current
    if (!g) return
    const { set, dice: all, anchor } = scratch
    set.length = all.length = 0
    let y = 0
    for (const d of dice) {
      if (d.anchor.kind === 'card' || hands.lifted.has(d.id)) continue
      diePose(hands, d.id, d.anchor.position, pose.p)
      const spot = spotFor(all.length, pose.p.x, pose.p.z)
      all.push(spot)
      if (!marked.includes(d.id)) continue
      set.push(spot)
      y = Math.max(y, pose.p.y - DIE / 2 + 0.06)
    }
    if (set.length === 0) return
    const side = setLabelPlace(set, all, TRAY_FELT, anchor)
    if (tag.current && tag.current.dataset.side !== side) tag.current.dataset.side = side
    if (Math.abs(g.position.x - anchor.x) + Math.abs(g.position.z - anchor.z) + Math.abs(g.position.y - y) < 1e-3)
      return
    g.position.set(anchor.x, y, anchor.z)
    // The tag (drei's Html) placed itself earlier in this frame, from where the group was: one frame more.
    invalidate()
  })
  const label = marked.length > 1 ? `${verb} ×${marked.length}` : verb
  return (
    <group ref={group}>
      <Html center zIndexRange={UNDER_PANELS} style={{ pointerEvents: 'none' }}>
        <div ref={tag} className={`odds-die-mark is-${verb.replace(' ', '-')}`} data-side="front" data-plaque-avoid>
          {label}
        </div>
      </Html>
    </group>
  )
}
