// The museum's room around the game's table: a parquet floor, walnut-panelled walls under dark green plaster, a
// tall window of moonlight with its light on the floor, display cases, the table's legs and candles on the felt. Low
// quality draws the same room with plain (Lambert) surfaces and no normal detail; medium and high add the normal
// maps and the reflections of the room's environment (RoomEnvironment).
import { useAtomValue } from 'jotai'
import { AdditiveBlending, DoubleSide } from 'three'
import { activeTierAtom } from '../quality/qualityAtoms.ts'
import { isRichTier } from '../quality/qualityTiers.ts'
import { TABLE } from '../table/tableScale.ts'
import { Candles } from './Candles.tsx'
import { DisplayCase } from './DisplayCase.tsx'
import { RoomEnvironment } from './RoomEnvironment.tsx'
import { CASES, FLOOR_Y, MOON_PATCH, ROOM, TABLE_LEGS, WINDOW } from './roomPlan.ts'
import { useRoomSurfaces, type RoomSurfaces } from './useRoomSurfaces.ts'
import type { Surface } from './roomTextures.ts'
import { useSurfaceDetail } from '../materials/useSurfaceDetail.ts'

const PLASTER = '#2a3a32'
const WALNUT = '#3a2212'

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
      {CASES.map((place, i) => (
        <DisplayCase key={i} place={place} rich={rich} />
      ))}
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

function Shell({ surfaces, rich }: { readonly surfaces: RoomSurfaces; readonly rich: boolean }) {
  const w = ROOM.halfWidth * 2
  const d = ROOM.halfDepth * 2
  const upper = ROOM.height - ROOM.wainscot
  const walls = [
    { at: [0, -ROOM.halfDepth] as const, turn: 0, length: w },
    { at: [0, ROOM.halfDepth] as const, turn: Math.PI, length: w },
    { at: [-ROOM.halfWidth, 0] as const, turn: Math.PI / 2, length: d },
    { at: [ROOM.halfWidth, 0] as const, turn: -Math.PI / 2, length: d },
  ]
  return (
    <group>
      <mesh name="floor" receiveShadow rotation={[-Math.PI / 2, 0, 0]} position={[0, FLOOR_Y, 0]}>
        <planeGeometry args={[w, d]} />
        <SurfaceMaterial surface={surfaces.floor} rich={rich} roughness={0.55} />
      </mesh>
      <mesh rotation={[Math.PI / 2, 0, 0]} position={[0, FLOOR_Y + ROOM.height, 0]}>
        <planeGeometry args={[w, d]} />
        <meshLambertMaterial color="#0c0d10" />
      </mesh>
      {walls.map(({ at, turn, length }, i) => (
        <group key={i} position={[at[0], FLOOR_Y, at[1]]} rotation={[0, turn, 0]}>
          <mesh position={[0, ROOM.wainscot / 2, 0]}>
            <planeGeometry args={[length, ROOM.wainscot]} />
            <SurfaceMaterial surface={surfaces.panels} rich={rich} roughness={0.45} />
          </mesh>
          <mesh position={[0, ROOM.wainscot + upper / 2, 0]}>
            <planeGeometry args={[length, upper]} />
            <meshLambertMaterial color={PLASTER} />
          </mesh>
          <mesh position={[0, ROOM.wainscot, 2]}>
            <boxGeometry args={[length, 5, 4]} />
            <meshLambertMaterial color={WALNUT} />
          </mesh>
          <mesh position={[0, 7, 1.5]}>
            <boxGeometry args={[length, 14, 3]} />
            <meshLambertMaterial color={WALNUT} />
          </mesh>
        </group>
      ))}
      <MoonWindow surfaces={surfaces} />
    </group>
  )
}

/** The window in the back wall (its sky glows, unlit) and its light lying on the floor beyond the table. */
function MoonWindow({ surfaces }: { readonly surfaces: RoomSurfaces }) {
  const y = WINDOW.bottom + WINDOW.height / 2
  const mullion = 3
  return (
    <group name="moon-window">
      <group position={[ROOM.halfWidth - 1, FLOOR_Y, WINDOW.z]} rotation={[0, -Math.PI / 2, 0]}>
        <mesh position={[0, y, 0]}>
          <planeGeometry args={[WINDOW.width, WINDOW.height]} />
          <meshBasicMaterial map={surfaces.sky} toneMapped={false} />
        </mesh>
        {[-WINDOW.width / 2, 0, WINDOW.width / 2].map((dx) => (
          <mesh key={`v${dx}`} position={[dx, y, 1.5]}>
            <boxGeometry args={[dx === 0 ? mullion : mullion * 2.5, WINDOW.height + 6, 3]} />
            <meshLambertMaterial color="#1a120c" />
          </mesh>
        ))}
        {[-WINDOW.height / 2, 0, WINDOW.height / 2].map((dy) => (
          <mesh key={`h${dy}`} position={[0, y + dy, 1.5]}>
            <boxGeometry args={[WINDOW.width + 6, dy === 0 ? mullion : mullion * 2.5, 3]} />
            <meshLambertMaterial color="#1a120c" />
          </mesh>
        ))}
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

/** Four turned walnut legs under the table's corners, down to the floor. */
function TableLegs() {
  const x = TABLE.width / 2 - TABLE_LEGS.inset
  const z = TABLE.depth / 2 - TABLE_LEGS.inset
  const top = -TABLE.thickness
  const length = top - FLOOR_Y
  return (
    <group name="table-legs">
      {[
        [-x, -z],
        [x, -z],
        [-x, z],
        [x, z],
      ].map(([lx, lz]) => (
        <mesh key={`${lx},${lz}`} position={[lx ?? 0, FLOOR_Y + length / 2, lz ?? 0]}>
          <cylinderGeometry args={[TABLE_LEGS.radius, TABLE_LEGS.radius * 0.7, length, 16]} />
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
