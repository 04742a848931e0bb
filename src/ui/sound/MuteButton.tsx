// The one mute control of the game page: a button and the M key, both writing the remembered setting that every
// sound of the app (the table, the dice tray) obeys.
import { useEffect } from 'react'
import { useAtom } from 'jotai'
import { settingsAtom } from '../../state/settingsAtoms.ts'
import { tableSound } from '../../scene/sound/tableSound.ts'
import { isMuteKey } from './muteKey.ts'
import { useLegacyMute } from './useLegacyMute.ts'

export function MuteButton() {
  const [settings, setSettings] = useAtom(settingsAtom)
  const { muted } = settings
  useLegacyMute()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isMuteKey(event)) return
      event.preventDefault()
      setSettings({ muted: !muted })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [muted, setSettings])
  return (
    <button
      type="button"
      className="shell-button"
      aria-pressed={muted}
      onClick={() => {
        setSettings({ muted: !muted })
        tableSound.resume()
      }}
    >
      {muted ? 'Sound off' : 'Sound on'} <kbd>M</kbd>
    </button>
  )
}
