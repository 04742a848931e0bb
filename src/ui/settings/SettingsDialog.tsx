// The settings: sound, motion, animation speed, quality, resolution, text size, the dice's colour letters, hints and
// the view of the dice in play. Every change is remembered at once (settingsAtom writes localStorage), so closing the
// dialog needs no "save".
import { useAtom, useAtomValue } from 'jotai'
import { useId, type ReactNode } from 'react'
import {
  ANIMATION_SPEEDS,
  QUALITIES,
  RESOLUTIONS,
  settingsAtom,
  TEXT_SIZES,
  systemReducedMotionAtom,
  type Settings,
} from '../../state/settingsAtoms.ts'
import { useModalDialog } from './useModalDialog.ts'
import { AutoQualityNote } from './AutoQualityNote.tsx'
import './settings.css'

const SPEED_NAMES: Readonly<Record<Settings['animationSpeed'], { name: string; detail: string }>> = {
  0.5: { name: 'Slow', detail: 'half speed' },
  1: { name: 'Normal', detail: 'as designed' },
  2: { name: 'Fast', detail: 'twice as fast' },
  0: { name: 'Instant', detail: 'no animation: everything lands at once' },
}

const QUALITY_NAMES: Readonly<Record<Settings['quality'], { name: string; detail: string }>> = {
  auto: { name: 'Auto', detail: 'high where a graphics card allows it, stepping down before the table stutters' },
  minimal: { name: 'Minimal', detail: 'no shadows, half the pixels across: for a machine without a graphics card' },
  low: { name: 'Low', detail: 'one pixel per screen pixel, coarser shadows: for a slow machine' },
  high: { name: 'High', detail: 'glow on brass and lamplight, ambient occlusion, depth of field, up to 4K' },
}

const RESOLUTION_NAMES: Readonly<Record<Settings['resolution'], { name: string; detail: string }>> = {
  1: { name: 'Full resolution', detail: 'every pixel the quality draws' },
  0.75: { name: 'Three quarters', detail: 'a little softer, a little faster' },
  0.5: { name: 'Half resolution', detail: 'soft, and four times fewer pixels: for a machine without a graphics card' },
}

const TEXT_SIZE_NAMES: Readonly<Record<Settings['textSize'], { name: string; detail: string }>> = {
  1: { name: 'Standard text', detail: 'growing with screens larger than 1080p' },
  1.25: { name: 'Large text', detail: 'a quarter larger' },
  1.5: { name: 'Largest text', detail: 'half as large again; the panels leave the table less room' },
}

/** The settings as a modal dialog; `onClose` when the player closes it (button or Esc). */
export function SettingsDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const ref = useModalDialog(open)
  const [settings, change] = useAtom(settingsAtom)
  const systemReduces = useAtomValue(systemReducedMotionAtom)
  const titleId = useId()
  return (
    <dialog ref={ref} className="settings-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Settings</h2>
      <p className="settings-note">Changes apply at once and are remembered in this browser.</p>
      <div className="settings-grid">
        <fieldset>
          <legend>Sound</legend>
          <label className="settings-range">
            <span>
              Volume <output>{Math.round(settings.volume * 100)}%</output>
            </span>
            <input
              type="range"
              name="volume"
              min={0}
              max={100}
              step={5}
              value={Math.round(settings.volume * 100)}
              onChange={(e) => change({ volume: Number(e.currentTarget.value) / 100 })}
            />
          </label>
          <Check name="muted" checked={settings.muted} onChange={(muted) => change({ muted })}>
            Mute every sound
          </Check>
        </fieldset>
        <Choice
          legend="Motion"
          name="motion"
          value={settings.motion}
          options={[
            ['system', 'Follow this device', `now ${systemReduces ? 'reduced' : 'full'} motion`],
            ['reduce', 'Reduced motion', 'no tumbling or sweeping: things fade into place'],
            ['full', 'Full motion', 'dice tumble, the clock sweeps'],
          ]}
          onChange={(motion) => change({ motion })}
        />
        <Choice
          legend="Animation speed"
          name="animationSpeed"
          value={String(settings.animationSpeed)}
          options={ANIMATION_SPEEDS.map((s) => [String(s), SPEED_NAMES[s].name, SPEED_NAMES[s].detail] as const)}
          onChange={(speed) => change({ animationSpeed: Number(speed) as Settings['animationSpeed'] })}
        />
        <Choice
          legend="Quality"
          name="quality"
          value={settings.quality}
          options={QUALITIES.map((q) => [q, QUALITY_NAMES[q].name, QUALITY_NAMES[q].detail] as const)}
          onChange={(quality) => change({ quality })}
        >
          <AutoQualityNote />
        </Choice>
        <Choice
          legend="Resolution"
          name="resolution"
          value={String(settings.resolution)}
          options={RESOLUTIONS.map((r) => [String(r), RESOLUTION_NAMES[r].name, RESOLUTION_NAMES[r].detail] as const)}
          onChange={(r) => change({ resolution: Number(r) as Settings['resolution'] })}
        />
        <Choice
          legend="Text size"
          name="textSize"
          value={String(settings.textSize)}
          options={TEXT_SIZES.map((t) => [String(t), TEXT_SIZE_NAMES[t].name, TEXT_SIZE_NAMES[t].detail] as const)}
          onChange={(t) => change({ textSize: Number(t) as Settings['textSize'] })}
        />
        <fieldset>
          <legend>Help at the table</legend>
          <Check name="glyphAids" checked={settings.glyphAids} onChange={(glyphAids) => change({ glyphAids })}>
            Colour letters on the dice <span className="settings-detail">G, Y and R in the corners of each face</span>
          </Check>
          <Check name="hints" checked={settings.hints} onChange={(hints) => change({ hints })}>
            Odds and advice <span className="settings-detail">the chance of each adventure and the best move</span>
          </Check>
          <Check name="closeUp" checked={settings.closeUp} onChange={(closeUp) => change({ closeUp })}>
            Close-up while rolling{' '}
            <span className="settings-detail">
              the card in play, the tray and your card fill the view; a phone and presentation mode always show it
            </span>
          </Check>
        </fieldset>
      </div>
      <button type="button" className="shell-button primary settings-close" onClick={onClose} data-autofocus>
        Done (Esc)
      </button>
    </dialog>
  )
}

function Check({
  name,
  checked,
  onChange,
  children,
}: {
  readonly name: string
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly children: ReactNode
}) {
  return (
    <label className="settings-check">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{children}</span>
    </label>
  )
}

/** A radio group: arrows move between its options (the browser's own radio keys). */
function Choice<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  children,
}: {
  readonly legend: string
  readonly name: string
  readonly value: string
  readonly options: readonly (readonly [V, string, string])[]
  readonly onChange: (value: V) => void
  readonly children?: ReactNode
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([v, label, detail]) => (
        <label key={v} className="settings-check">
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          <span>
            {label} <span className="settings-detail">{detail}</span>
          </span>
        </label>
      ))}
      {children}
    </fieldset>
  )
}

export default SettingsDialog
