// The canvas props of the quality the player chose: `<Canvas {...useQualityProps()}>`.
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { qualityAtom } from '../../scene/store/settingsAtoms.ts'
import { qualityProps, type QualityProps } from './qualityProps.ts'

/** The dpr range and shadows of the chosen quality tier (a new object only when the setting changes). */
export function useQualityProps(): QualityProps {
  const quality = useAtomValue(qualityAtom)
  return useMemo(() => qualityProps(quality), [quality])
}
