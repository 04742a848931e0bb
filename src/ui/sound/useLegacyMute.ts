// Carries the dice tray's old mute choice over into the app's settings, once (the old key is removed as it is read).
import { useEffect } from 'react'
import { useSetAtom } from 'jotai'
import { settingsAtom } from '../../state/settingsAtoms.ts'
import { takeLegacyMuted } from '../../state/tray/trayPreferences.ts'

export function useLegacyMute(): void {
  const setSettings = useSetAtom(settingsAtom)
  useEffect(() => {
    const muted = takeLegacyMuted()
    if (muted !== null) setSettings({ muted })
  }, [setSettings])
}
