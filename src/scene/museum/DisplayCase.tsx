// A museum display case against a wall: a walnut plinth, a glass vitrine with brass corners, a walnut cap, and
// inside, on a velvet pad, an exhibit turned or built from simple shapes of our own (an urn, an idol, a tome).
import {
  BoxGeometry,
  LatheGeometry,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  TorusGeometry,
  Vector2,
  type BufferGeometry,
  type Material,
  type Matrix4,
} from 'three'
import { CASE, CASES, type Exhibit } from './roomPlan.ts'
import { BRASS, PLATE_BRASS } from '../materials/brassMaterials.ts'
import { mergeParts, placed, type Part } from './mergeParts.ts'
import { useMergedParts } from './useMergedParts.ts'

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

/** Each exhibit's pieces: geometry, material and where it stands on the case's pad. */
const EXHIBIT_PIECES: Readonly<
  Record<Exhibit, readonly { geometry: BufferGeometry; material: Material; at: Matrix4 }[]>
> = {
  urn: [{ geometry: URN, material: CLAY, at: placed([0, 0, 0]) }],
  idol: [
    { geometry: IDOL, material: JADE, at: placed([0, 0, 0]) },
    { geometry: CROWN, material: BRASS, at: placed([0, 20, 0], [Math.PI / 2, 0, 0]) },
  ],
  tome: [
    { geometry: BOOK, material: LEATHER, at: placed([0, 6, 0], [0.35, 0.3, 0]) },
    {
      geometry: PAGES,
      material: PAPER,
      at: placed([0, 2, 0], undefined, undefined, placed([0, 6, 0], [0.35, 0.3, 0])),
    },
  ],
}

const POST = 1.2

/**
 * Every case's pieces by material, each material's pieces one geometry: the plinths and caps (walnut), the name
 * plates, the pads, the case lights and the exhibits; `rich` adds the glass and its brass posts.
 */
function buildCases(rich: boolean): Map<Material, BufferGeometry> {
  const { width, depth, plinth, glass, cap } = CASE
  const made: BufferGeometry[] = []
  const make = <G extends BufferGeometry>(g: G): G => (made.push(g), g)
  const plinthBox = make(new BoxGeometry(width, plinth, depth))
  const plate = make(new PlaneGeometry(14, 5))
  const pad = make(new BoxGeometry(width - 8, 2, depth - 8))
  const light = make(new PlaneGeometry(width - 10, 3))
  const capBox = make(new BoxGeometry(width + 2, cap, depth + 2))
  const pane = make(new BoxGeometry(width, glass, depth))
  const post = make(new BoxGeometry(POST, glass, POST))
  const parts = new Map<Material, Part[]>()
  const add = (material: Material, geometry: BufferGeometry, matrix: Matrix4) =>
    parts.set(material, [...(parts.get(material) ?? []), { geometry, matrix }])
  for (const place of CASES) {
    const at = placed(place.centre, [0, place.turn, 0])
    const inCase = (position: readonly [number, number, number], rotation?: readonly [number, number, number]) =>
      placed(position, rotation, undefined, at)
    add(WALNUT, plinthBox, inCase([0, plinth / 2, 0]))
    add(PLATE_BRASS, plate, inCase([0, plinth - 14, depth / 2 + 0.1]))
    add(VELVET, pad, inCase([0, plinth + 1, 0]))
    const onPad = inCase([0, plinth + 2, 0])
    for (const piece of EXHIBIT_PIECES[place.exhibit])
      add(piece.material, piece.geometry, onPad.clone().multiply(piece.at))
    add(CASE_LIGHT, light, inCase([0, plinth + glass - 0.2, 0], [Math.PI / 2, 0, 0]))
    add(WALNUT, capBox, inCase([0, plinth + glass + cap / 2, 0]))
    if (!rich) continue
    add(GLASS, pane, inCase([0, plinth + glass / 2, 0]))
    for (const [sx, sz] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const)
      add(BRASS, post, inCase([(sx * (width - POST)) / 2, plinth + glass / 2, (sz * (depth - POST)) / 2]))
  }
  const merged = new Map([...parts].map(([material, list]) => [material, mergeParts(list)] as const))
  for (const g of made) g.dispose()
  return merged
}

/**
 * The room's display cases: a walnut plinth, a name plate, a velvet pad with its exhibit, a case light and a cap;
 * `rich` (medium and high) adds the glass and its brass corners, which low leaves out. Drawn one geometry per
 * material for all the cases together.
 */
export function DisplayCases({ rich }: { readonly rich: boolean }) {
  const cases = useMergedParts(() => buildCases(rich), [rich])
  return (
    <group name="display-cases">
      {[...(cases ?? [])].map(([material, geometry]) => (
        <mesh key={material.uuid} geometry={geometry} material={material} renderOrder={material === GLASS ? 2 : 0} />
      ))}
    </group>
  )
}
