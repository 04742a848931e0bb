// Merged geometry made in an effect and disposed with its holder (never in render), as the room's textures are.
import { useEffect, useState, type DependencyList } from 'react'
import type { BufferGeometry } from 'three'

/**
 * The geometries `build` makes, by key, or null until the effect has made them; disposed when `deps` change or the
 * holder goes.
 */
export function useMergedParts<K>(
  build: () => ReadonlyMap<K, BufferGeometry>,
  deps: DependencyList,
): ReadonlyMap<K, BufferGeometry> | null {
  const [made, setMade] = useState<ReadonlyMap<K, BufferGeometry> | null>(null)
  useEffect(() => {
    const geometries = build()
    setMade(geometries)
    return () => {
      for (const g of geometries.values()) g.dispose()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what `build` reads
  }, deps)
  return made
}
