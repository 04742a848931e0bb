// The room's drawn textures, made in an effect and disposed when the room goes (never in render).
import { useEffect, useState } from 'react'
import type { Texture } from 'three'
import { ROOM } from './roomPlan.ts'
import {
  createFloorSurface,
  createMoonPatchTexture,
  createNightSkyTexture,
  createPanelSurface,
  type Surface,
} from './roomTextures.ts'

export type RoomSurfaces = {
  readonly floor: Surface
  readonly panels: Surface
  readonly sky: Texture
  readonly moonPatch: Texture
}

/** A floor board is 12.5 cm wide (8 to a 100 cm tile); a wainscot bay 100 cm wide. */
const FLOOR_TILE = 100
const BAY = 100

/** The room's surfaces, or null until the effect has drawn them (the room mounts only then). */
export function useRoomSurfaces(): RoomSurfaces | null {
  const [surfaces, setSurfaces] = useState<RoomSurfaces | null>(null)
  useEffect(() => {
    const made: RoomSurfaces = {
      floor: createFloorSurface([(ROOM.halfWidth * 2) / FLOOR_TILE, (ROOM.halfDepth * 2) / FLOOR_TILE]),
      panels: createPanelSurface([(ROOM.halfWidth * 2) / BAY, 1]),
      sky: createNightSkyTexture(),
      moonPatch: createMoonPatchTexture(),
    }
    setSurfaces(made)
    return () => {
      for (const t of [made.floor.map, made.floor.normalMap, made.panels.map, made.panels.normalMap]) t.dispose()
      made.sky.dispose()
      made.moonPatch.dispose()
    }
  }, [])
  return surfaces
}
