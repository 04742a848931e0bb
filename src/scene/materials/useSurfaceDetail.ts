// The detail maps in medium and high (null in low, which keeps its cheap materials).
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { activeTierAtom } from '../quality/qualityAtoms.ts'
import { isRichTier } from '../quality/qualityTiers.ts'
import { acquireSurfaceDetail, heldSurfaceDetail, releaseSurfaceDetail, type SurfaceDetail } from './surfaceDetail.ts'

/**
 * The page's shared detail maps while the tier is medium or high, else null; holding them also dresses the shared
 * brass. A material that takes a map from it should be keyed on whether it has one (`key={detail ? 'a' : 'b'}`):
 * three compiles a material once, and a map that appears later would never show.
 */
export function useSurfaceDetail(): SurfaceDetail | null {
  const rich = isRichTier(useAtomValue(activeTierAtom))
  const [detail, setDetail] = useState<SurfaceDetail | null>(heldSurfaceDetail)
  useEffect(() => {
    if (!rich) return
    setDetail(acquireSurfaceDetail())
    return () => {
      setDetail(null)
      releaseSurfaceDetail()
    }
  }, [rich])
  return rich ? detail : null
}
