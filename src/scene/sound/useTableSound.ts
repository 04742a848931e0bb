// Keeps the page's table sound in step with the player's settings, wakes it on the first gesture (browsers start
// audio only after one), and shows the browser tests how many sounds were played (`window.__museumSound`).
import { useEffect } from 'react'
import { useAtomValue } from 'jotai'
import { soundAtom } from '../../state/settingsAtoms.ts'
import { tableSound, type SoundCount } from './tableSound.ts'

declare global {
  interface Window {
    __museumSound?: { readonly count: () => SoundCount }
  }
}

export function useTableSound(): void {
  const sound = useAtomValue(soundAtom)
  useEffect(() => tableSound.setSettings(sound), [sound])
  useEffect(() => {
    const wake = () => tableSound.resume()
    window.addEventListener('pointerdown', wake)
    window.addEventListener('keydown', wake)
    const probe = Object.freeze({ count: () => tableSound.count() })
    window.__museumSound = probe
    return () => {
      window.removeEventListener('pointerdown', wake)
      window.removeEventListener('keydown', wake)
      if (window.__museumSound === probe) delete window.__museumSound
    }
  }, [])
}
