// The table's corner tools from the guide's part of the app: the rules reference and the settings.
import { SettingsButton } from '../settings/SettingsButton.tsx'
import { RulesButton } from './RulesButton.tsx'

/** Mounted once in the game page's corner: "Rules (R)" and "Settings", each with its dialog. */
export function TableTools() {
  return (
    <>
      <RulesButton />
      <SettingsButton />
    </>
  )
}
