// A museum display case against a wall: a walnut plinth, a glass vitrine with brass corners, a walnut cap, and
// inside, on a velvet pad, an exhibit turned or built from simple shapes of our own (an urn, an idol, a tome).
import { BoxGeometry, LatheGeometry, MeshBasicMaterial, MeshStandardMaterial, TorusGeometry, Vector2 } from 'three'
import { CASE, type CasePlace, type Exhibit } from './roomPlan.ts'
import { BRASS, PLATE_BRASS } from '../materials/brassMaterials.ts'

const WALNUT = new MeshStandardMaterial({ color: '#3a2212', roughness: 0.45 })
const VELVET = new MeshStandardMaterial({ color: '#3b0f14', roughness: 1, emissive: '#2a0608' })
const GLASS = new MeshStandardMaterial({
  color: '#bcd0e0',
  roughness: 0.05,
  transparent: true,
  opacity: 0.12,
  depthWrite: false,
})
/** The case's own small light under its cap, unlit and warm: the exhibits are lit for the night watch. */
const CASE_LIGHT = new MeshBasicMaterial({ color: '#ffe2b0' })
const CLAY = new MeshStandardMaterial({ color: '#7a4a2a', roughness: 0.7, emissive: '#3a1c0c' })
const JADE = new MeshStandardMaterial({ color: '#2f5b4a', roughness: 0.35, metalness: 0.1, emissive: '#0f2a20' })
const LEATHER = new MeshStandardMaterial({ color: '#4a1d12', roughness: 0.6, emissive: '#2a0c06' })
const PAPER = new MeshStandardMaterial({ color: '#e4d6b0', roughness: 0.95, emissive: '#4a3a20' })

const profile = (points: readonly (readonly [number, number])[]) => points.map(([x, y]) => new Vector2(x, y))
const URN = new LatheGeometry(
  profile([
    [0, 0],
    [5, 0],
    [5.5, 1.5],
    [9, 9],
    [9.5, 13],
    [7, 18],
    [4, 21],
    [4.5, 23],
    [6, 25],
    [0, 25],
  ]),
  32,
)
const IDOL = new LatheGeometry(
  profile([
    [0, 0],
    [6, 0],
    [6, 2],
    [4, 3],
    [5, 10],
    [3.5, 16],
    [4.8, 19],
    [5, 23],
    [3, 27],
    [0, 28],
  ]),
  24,
)
const CROWN = new TorusGeometry(4.2, 0.8, 8, 24)
const BOOK = new BoxGeometry(22, 3.5, 16)
const PAGES = new BoxGeometry(21, 0.6, 15)

function ExhibitShape({ exhibit }: { readonly exhibit: Exhibit }) {
  switch (exhibit) {
    case 'urn':
      return <mesh geometry={URN} material={CLAY} />
    case 'idol':
      return (
        <group>
          <mesh geometry={IDOL} material={JADE} />
          <mesh geometry={CROWN} material={BRASS} position={[0, 20, 0]} rotation={[Math.PI / 2, 0, 0]} />
        </group>
      )
    case 'tome':
      return (
        <group rotation={[0.35, 0.3, 0]} position={[0, 6, 0]}>
          <mesh geometry={BOOK} material={LEATHER} />
          <mesh geometry={PAGES} material={PAPER} position={[0, 2, 0]} />
        </group>
      )
  }
}

/** One case; `rich` (medium and high) adds the glass and its brass frame, which low leaves out. */
export function DisplayCase({ place, rich }: { readonly place: CasePlace; readonly rich: boolean }) {
  const { width, depth, plinth, glass, cap } = CASE
  const post = 1.2
  return (
    <group position={place.centre as [number, number, number]} rotation={[0, place.turn, 0]} name="display-case">
      <mesh material={WALNUT} position={[0, plinth / 2, 0]}>
        <boxGeometry args={[width, plinth, depth]} />
      </mesh>
      <mesh material={PLATE_BRASS} position={[0, plinth - 14, depth / 2 + 0.1]}>
        <planeGeometry args={[14, 5]} />
      </mesh>
      <mesh material={VELVET} position={[0, plinth + 1, 0]}>
        <boxGeometry args={[width - 8, 2, depth - 8]} />
      </mesh>
      <group position={[0, plinth + 2, 0]}>
        <ExhibitShape exhibit={place.exhibit} />
      </group>
      <mesh material={CASE_LIGHT} position={[0, plinth + glass - 0.2, 0]} rotation={[Math.PI / 2, 0, 0]}>
        <planeGeometry args={[width - 10, 3]} />
      </mesh>
      <mesh material={WALNUT} position={[0, plinth + glass + cap / 2, 0]}>
        <boxGeometry args={[width + 2, cap, depth + 2]} />
      </mesh>
      {rich && (
        <>
          <mesh material={GLASS} position={[0, plinth + glass / 2, 0]} renderOrder={2}>
            <boxGeometry args={[width, glass, depth]} />
          </mesh>
          {[
            [-1, -1],
            [1, -1],
            [-1, 1],
            [1, 1],
          ].map(([sx, sz]) => (
            <mesh
              key={`${sx}${sz}`}
              material={BRASS}
              position={[((sx ?? 0) * (width - post)) / 2, plinth + glass / 2, ((sz ?? 0) * (depth - post)) / 2]}
            >
              <boxGeometry args={[post, glass, post]} />
            </mesh>
          ))}
        </>
      )}
    </group>
  )
}
