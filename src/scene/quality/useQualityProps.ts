// The canvas props of the tier in effect: `<Canvas {...useQualityProps()}>`.
import { useAtomValue } from 'jotai'
import { useMemo, useSyncExternalStore } from 'react'
import { resolutionAtom } from '../../state/settingsAtoms.ts'
import { activeTierAtom } from './qualityAtoms.ts'
import { qualityProps, type QualityProps } from './qualityProps.ts'

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}
const width = () => window.innerWidth
const ratio = () => window.devicePixelRatio

/** The dpr and shadows of the tier in effect at the player's resolution (a new object only when one changes). */
export function useQualityProps(): QualityProps {
  const tier = useAtomValue(activeTierAtom)
  const resolution = useAtomValue(resolutionAtom)
  const cssWidth = useSyncExternalStore(subscribe, width)
  const screenRatio = useSyncExternalStore(subscribe, ratio)
  return useMemo(() => qualityProps(tier, cssWidth, screenRatio, resolution), [tier, cssWidth, screenRatio, resolution])
}
