// The monster cup at the player's right, in front of the decks (docs/look.md): a leather-bound cup with a brass
// rim and base, the monster tokens still in it showing at the top — one token for each monster left, up to five —
// so it reads as a cup of monsters waiting to be drawn rather than a dark cylinder.
import { CylinderGeometry, MeshStandardMaterial, TorusGeometry } from 'three'
import { MONSTER_CUP } from '../layout/tablePlan.ts'
import { BRASS } from '../materials/brassMaterials.ts'
import { useSurfaceDetail } from '../materials/useSurfaceDetail.ts'

const { radius, height } = MONSTER_CUP
const WALL = new CylinderGeometry(radius, radius * 0.82, height, 32, 1, true)
const BASE = new CylinderGeometry(radius * 0.9, radius * 0.92, 0.5, 32)
const RIM = new TorusGeometry(radius, 0.28, 10, 40)
const TOKEN = new CylinderGeometry(1.2, 1.2, 0.25, 20)
const LEATHER = new MeshStandardMaterial({ color: '#5a2a18', roughness: 0.55, side: 2 })
const TOKENS = ['#6e1b1b', '#2b3b2a', '#1f2540', '#6e1b1b', '#2b3b2a'].map(
  (color) => new MeshStandardMaterial({ color, roughness: 0.5 }),
)
/** Where the tokens lie near the top of the cup, leaning on each other (x, z, tilt about x, tilt about z). */
const HEAP = [
  [0, 0, 0.3, -0.2],
  [1.3, 0.6, -0.5, 0.4],
  [-1.2, 0.8, 0.6, 0.3],
  [0.4, -1.4, -0.3, -0.6],
  [-0.8, -0.9, 0.5, 0.7],
] as const

export function MonsterCup({ count }: { readonly count: number }) {
  useSurfaceDetail() // the rim's brass wears its detail while the cup stands
  return (
    <group position={MONSTER_CUP.centre as [number, number, number]} name="monster-cup">
      <mesh geometry={WALL} material={LEATHER} position={[0, height / 2, 0]} castShadow receiveShadow />
      <mesh geometry={BASE} material={BRASS} position={[0, 0.25, 0]} castShadow />
      <mesh geometry={RIM} material={BRASS} position={[0, height, 0]} rotation={[Math.PI / 2, 0, 0]} castShadow />
      {HEAP.slice(0, Math.min(HEAP.length, count)).map(([x, z, ax, az], i) => (
        <mesh
          key={i}
          geometry={TOKEN}
          material={TOKENS[i] ?? BRASS}
          position={[x, height - 1.2 - i * 0.15, z]}
          rotation={[ax, 0, az]}
        />
      ))}
    </group>
  )
}
