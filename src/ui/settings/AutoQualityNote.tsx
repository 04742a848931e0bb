// What auto quality chose, under the quality choices: the tier it draws at now and why (a live region, so a
// step down is announced to a screen reader while the dialog is open).
import { useAtomValue } from 'jotai'
import { autoStepsAtom, autoTierAtom, belowFloorAtom } from '../../scene/quality/qualityAtoms.ts'
import { TIER_NAMES } from '../../scene/quality/qualityTiers.ts'

export function AutoQualityNote() {
  const tier = useAtomValue(autoTierAtom)
  const steps = useAtomValue(autoStepsAtom)
  const last = steps.at(-1)
  const floor = useAtomValue(belowFloorAtom)
  return (
    <p className="settings-detail settings-auto-note" aria-live="polite" data-testid="auto-quality">
      {tier === null
        ? 'Auto chooses when the table is first drawn.'
        : last
          ? `Auto now draws at ${TIER_NAMES[tier]}: it stepped down from ${last.from} when frames slowed to ${last.fps} a second.`
          : `Auto now draws at ${TIER_NAMES[tier]}.`}
      {floor !== null &&
        ` Even so this screen draws ${floor} frames a second, so the dice land at once, without their tumble.`}
    </p>
  )
}
