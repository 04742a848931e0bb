// The museum's room around the game's table: a parquet floor, walnut-panelled walls under dark green plaster, a
// tall window of moonlight with its light on the floor, display cases, the table's legs and candles on the felt. Low
// quality draws the same room with plain (Lambert) surfaces and no normal detail; medium and high add the normal
// maps and the reflections of the room's environment (RoomEnvironment).
import { useAtomValue } from 'jotai'
import {
  AdditiveBlending,
  BoxGeometry,
  CylinderGeometry,
  DoubleSide,
  MeshLambertMaterial,
  PlaneGeometry,
  type BufferGeometry,
} from 'three'
import { activeTierAtom } from '../quality/qualityAtoms.ts'
import { isRichTier } from '../quality/qualityTiers.ts'
import { TABLE } from '../table/tableScale.ts'
import { Candles } from './Candles.tsx'
import { DisplayCases } from './DisplayCase.tsx'
import { RoomEnvironment } from './RoomEnvironment.tsx'
import { FLOOR_Y, MOON_PATCH, ROOM, TABLE_LEGS, WINDOW } from './roomPlan.ts'
import { useRoomSurfaces, type RoomSurfaces } from './useRoomSurfaces.ts'
import type { Surface } from './roomTextures.ts'
import { useSurfaceDetail } from '../materials/useSurfaceDetail.ts'
import { mergeParts, placed, type Part } from './mergeParts.ts'
import { useMergedParts } from './useMergedParts.ts'

const PLASTER = '#2a3a32'
const WALNUT = '#3a2212'
const WINDOW_WOOD = '#1a120c'

/** The room; mount it once inside the game's canvas, beside the table. */
export function MuseumRoom() {
  const surfaces = useRoomSurfaces()
  const tier = useAtomValue(activeTierAtom)
  const rich = isRichTier(tier)
  useSurfaceDetail() // the cases' brass wears its detail while the room stands
  return (
    <group name="museum-room">
      {rich && <RoomEnvironment />}
      <TableLegs />
      <Candles />
      <DisplayCases rich={rich} />
      {surfaces && <Shell surfaces={surfaces} rich={rich} />}
    </group>
  )
}

function SurfaceMaterial({ surface, rich, roughness }: { surface: Surface; rich: boolean; roughness: number }) {
  return rich ? (
    <meshStandardMaterial map={surface.map} normalMap={surface.normalMap} roughness={roughness} envMapIntensity={0.6} />
  ) : (
    <meshLambertMaterial map={surface.map} />
  )
}

/** Every plain surface of the room (ceiling, plaster, rails, skirting, window bars): one material, coloured per piece. */
const PLAIN = new MeshLambertMaterial({ vertexColors: true })

/** The window in the right-hand wall, in the room: its frame turned to face into the room. */
const WINDOW_FRAME = placed([ROOM.halfWidth - 1, FLOOR_Y, WINDOW.z], [0, -Math.PI / 2, 0])
const WINDOW_MIDDLE = WINDOW.bottom + WINDOW.height / 2

/**
 * The shell as three geometries: the wainscot's panels (one surface), the plain pieces (vertex-coloured) and the
 * window's sky; the floor stays its own (it alone takes shadows).
 */
function buildShell() {
  const w = ROOM.halfWidth * 2
  const d = ROOM.halfDepth * 2
  const upper = ROOM.height - ROOM.wainscot
  const walls = [
    { at: [0, -ROOM.halfDepth] as const, turn: 0, length: w },
    { at: [0, ROOM.halfDepth] as const, turn: Math.PI, length: w },
    { at: [-ROOM.halfWidth, 0] as const, turn: Math.PI / 2, length: d },
    { at: [ROOM.halfWidth, 0] as const, turn: -Math.PI / 2, length: d },
  ]
  const made: BufferGeometry[] = []
  const make = <G extends BufferGeometry>(g: G): G => (made.push(g), g)
  const panels: Part[] = []
  const plain: Part[] = [
    {
      geometry: make(new PlaneGeometry(w, d)),
      matrix: placed([0, FLOOR_Y + ROOM.height, 0], [Math.PI / 2, 0, 0]),
      color: '#0c0d10',
    },
  ]
  for (const { at, turn, length } of walls) {
    const wall = placed([at[0], FLOOR_Y, at[1]], [0, turn, 0])
    panels.push({
      geometry: make(new PlaneGeometry(length, ROOM.wainscot)),
      matrix: placed([0, ROOM.wainscot / 2, 0], undefined, undefined, wall),
    })
    plain.push(
      {
        geometry: make(new PlaneGeometry(length, upper)),
        matrix: placed([0, ROOM.wainscot + upper / 2, 0], undefined, undefined, wall),
        color: PLASTER,
      },
      {
        geometry: make(new BoxGeometry(length, 5, 4)),
        matrix: placed([0, ROOM.wainscot, 2], undefined, undefined, wall),
        color: WALNUT,
      },
      {
        geometry: make(new BoxGeometry(length, 14, 3)),
        matrix: placed([0, 7, 1.5], undefined, undefined, wall),
        color: WALNUT,
      },
    )
  }
  const mullion = 3
  for (const dx of [-WINDOW.width / 2, 0, WINDOW.width / 2])
    plain.push({
      geometry: make(new BoxGeometry(dx === 0 ? mullion : mullion * 2.5, WINDOW.height + 6, 3)),
      matrix: placed([dx, WINDOW_MIDDLE, 1.5], undefined, undefined, WINDOW_FRAME),
      color: WINDOW_WOOD,
    })
  for (const dy of [-WINDOW.height / 2, 0, WINDOW.height / 2])
    plain.push({
      geometry: make(new BoxGeometry(WINDOW.width + 6, dy === 0 ? mullion : mullion * 2.5, 3)),
      matrix: placed([0, WINDOW_MIDDLE + dy, 1.5], undefined, undefined, WINDOW_FRAME),
      color: WINDOW_WOOD,
    })
  const shell = new Map([
    ['panels', mergeParts(panels)],
    ['plain', mergeParts(plain, true)],
  ])
  for (const g of made) g.dispose()
  return shell
}

function Shell({ surfaces, rich }: { readonly surfaces: RoomSurfaces; readonly rich: boolean }) {
  const shell = useMergedParts(buildShell, [])
  return (
    <group>
      <mesh name="floor" receiveShadow rotation={[-Math.PI / 2, 0, 0]} position={[0, FLOOR_Y, 0]}>
        <planeGeometry args={[ROOM.halfWidth * 2, ROOM.halfDepth * 2]} />
        <SurfaceMaterial surface={surfaces.floor} rich={rich} roughness={0.55} />
      </mesh>
      {[...(shell ?? [])].map(([key, geometry]) =>
        key === 'panels' ? (
          <mesh key={key} name="wainscot" geometry={geometry}>
            <SurfaceMaterial surface={surfaces.panels} rich={rich} roughness={0.45} />
          </mesh>
        ) : (
          <mesh key={key} name="walls" geometry={geometry} material={PLAIN} />
        ),
      )}
      <MoonWindow surfaces={surfaces} />
    </group>
  )
}

/** The window's sky in the right-hand wall (it glows, unlit; its frame is the shell's) and its light on the floor. */
function MoonWindow({ surfaces }: { readonly surfaces: RoomSurfaces }) {
  return (
    <group name="moon-window">
      <group matrixAutoUpdate={false} matrix={WINDOW_FRAME}>
        <mesh position={[0, WINDOW_MIDDLE, 0]}>
          <planeGeometry args={[WINDOW.width, WINDOW.height]} />
          <meshBasicMaterial map={surfaces.sky} toneMapped={false} />
        </mesh>
      </group>
      <mesh
        position={MOON_PATCH.centre as [number, number, number]}
        rotation={[-Math.PI / 2, 0, MOON_PATCH.skew]}
        renderOrder={1}
      >
        <planeGeometry args={[MOON_PATCH.width, MOON_PATCH.depth]} />
        <meshBasicMaterial
          map={surfaces.moonPatch}
          blending={AdditiveBlending}
          transparent
          depthWrite={false}
          side={DoubleSide}
          opacity={0.55}
        />
      </mesh>
    </group>
  )
}

/** The four turned legs as one geometry (their shared walnut). */
function buildLegs() {
  const x = TABLE.width / 2 - TABLE_LEGS.inset
  const z = TABLE.depth / 2 - TABLE_LEGS.inset
  const top = -TABLE.thickness
  const length = top - FLOOR_Y
  const leg = new CylinderGeometry(TABLE_LEGS.radius, TABLE_LEGS.radius * 0.7, length, 16)
  const corners: readonly (readonly [number, number])[] = [
    [-x, -z],
    [x, -z],
    [-x, z],
    [x, z],
  ]
  const legs = mergeParts(
    corners.map(([lx, lz]) => ({ geometry: leg, matrix: placed([lx, FLOOR_Y + length / 2, lz]) })),
  )
  leg.dispose()
  return new Map([['legs', legs]])
}

/** Four turned walnut legs under the table's corners, down to the floor, and the apron that joins them. */
function TableLegs() {
  const made = useMergedParts(buildLegs, [])
  const top = -TABLE.thickness
  return (
    <group name="table-legs">
      {[...(made?.values() ?? [])].map((geometry) => (
        <mesh key={geometry.uuid} geometry={geometry}>
          <meshStandardMaterial color="#2a170c" roughness={0.5} />
        </mesh>
      ))}
      <mesh position={[0, top - 5, 0]}>
        <boxGeometry args={[TABLE.width - TABLE_LEGS.inset * 2, 10, TABLE.depth - TABLE_LEGS.inset * 2]} />
        <meshStandardMaterial color="#24140a" roughness={0.6} />
      </mesh>
    </group>
  )
}
