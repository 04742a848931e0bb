// The odds on the table during an attempt: the best choice marked on the card (its task row) and on the dice (what
// to do with each). Each card's chance is on its plaque (plaques/RingPlaques.tsx). Marks ride on the card objects
// (portals), so they turn with the lazy susan; they show only what shownOddsAtom holds, nothing while hints are off.
import { useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { createPortal, useFrame, useThree } from '@react-three/fiber'
import { Vector3, type Group, type Object3D } from 'three'
import type { Action } from '../../engine/index.ts'
import { boardAtom } from '../../state/gameAtoms.ts'
import { shownOddsAtom } from '../../state/odds/oddsAtoms.ts'
import { dicePlacesAtom, monstersAtom, sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { rowPitch, taskRowV } from '../layout/cardFrame.ts'
import { DIE, type Vec3 } from '../layout/tablePlan.ts'
import { useHandsKit } from '../hands/handsKit.ts'
import { markedBest } from '../../state/odds/quietAdvice.ts'
import { BestRowMark } from './BestRowMark.tsx'
import { ADVICE_GREEN, diePose } from './diePose.ts'
import { SetLabel } from './SetLabel.tsx'
import './oddsOnTable.css'

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
  // Choices within half a point of each other are the same choice: then nothing is marked (quietAdvice.ts).
  const best = move ? markedBest(move) : null
  return move && best ? <BestMarks action={best} odds={move.odds} cards={cards} /> : null
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
        action.type === 'completeTask' &&
        createPortal(<BestRowMark v={row.v} pitch={row.pitch} taskId={action.taskId} odds={odds} />, target)}
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

const pose = new Vector3()

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
    diePose(hands, id, rest, pose)
    g.position.set(pose.x, pose.y - DIE / 2 + 0.06, pose.z)
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
