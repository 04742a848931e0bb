// The advice's mark on the task row it calls best: a dashed outline in the advice green and a ribbon "Best · 46.0%"
// beside the card. It must never be taken for the drop glow (a filled amber band over every row that would take
// the die in the hand, hands/RowGlow.tsx): an outline, not a fill, another colour, and put away while a die is in the
// hand, so the two are never on the table together.
import { useAtomValue } from 'jotai'
import { Html } from '@react-three/drei'
import { heldDieAtom } from '../hands/handsAtoms.ts'
import { CARD } from '../layout/tablePlan.ts'
import { percent } from '../../state/odds/adviceWords.ts'
import { ADVICE_GREEN, UNDER_PANELS } from './diePose.ts'

/** A dash and the gap after it along the outline, and the outline's width (table units). */
const DASH = 0.5
const SPACE = 0.3
const LINE = 0.1

type Dash = { readonly x: number; readonly z: number; readonly w: number; readonly d: number }

/** The dashes of a `width` × `depth` outline about its middle, each edge starting and ending with a dash. */
function dashesAround(width: number, depth: number): Dash[] {
  const out: Dash[] = []
  const along = (length: number, place: (at: number, len: number) => Dash) => {
    const n = Math.max(1, Math.round((length + SPACE) / (DASH + SPACE)))
    const dash = (length - (n - 1) * SPACE) / n
    for (let i = 0; i < n; i++) out.push(place(-length / 2 + i * (dash + SPACE) + dash / 2, dash))
  }
  for (const z of [-depth / 2, depth / 2]) along(width, (x, len) => ({ x, z, w: len, d: LINE }))
  for (const x of [-width / 2, width / 2]) along(depth - 2 * LINE, (z, len) => ({ x, z, w: LINE, d: len }))
  return out
}

export function BestRowMark({
  v,
  pitch,
  taskId,
  odds,
}: {
  readonly v: number
  readonly pitch: number
  readonly taskId: string
  readonly odds: number
}) {
  const held = useAtomValue(heldDieAtom)
  if (held !== null) return null
  return (
    <group position={[0, CARD.thickness + 0.03, -v]}>
      {dashesAround(CARD.width - 0.35, pitch - 0.12).map((d, i) => (
        <mesh key={i} position={[d.x, 0, d.z]} rotation-x={-Math.PI / 2} renderOrder={2}>
          <planeGeometry args={[d.w, d.d]} />
          <meshBasicMaterial color={ADVICE_GREEN} depthWrite={false} toneMapped={false} />
        </mesh>
      ))}
      <Html position={[CARD.width / 2 + 0.3, 0, 0]} zIndexRange={UNDER_PANELS} style={{ pointerEvents: 'none' }}>
        <div className="odds-best-row" data-plaque-avoid data-best-task={taskId}>
          Best · {percent(odds)}
        </div>
      </Html>
    </group>
  )
}
