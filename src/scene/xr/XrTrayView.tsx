// The tray page in a headset: its tray at a table's height (76 cm) and true size, the player standing 40 cm back
// from its centre. Looking only: throwing from a headset is the game table's (XrLayer); here the page's own
// controls throw. Loaded lazily, only when the browser offers an immersive session.
import { useEffect } from 'react'
import { useSetAtom } from 'jotai'
import { XR, XROrigin, useXR } from '@react-three/xr'
import { xrModeAtom } from '../../state/xrAtoms.ts'
import { FLOOR_Y } from '../museum/roomPlan.ts'
import { useXrCanvas } from './useXrCanvas.ts'
import { xrStore } from './xrStore.ts'

export default function XrTrayView() {
  return (
    <XR store={xrStore}>
      <TrayOrigin />
    </XR>
  )
}

function TrayOrigin() {
  const session = useXR((s) => s.mode)
  const mode = session === 'immersive-vr' ? 'vr' : session === 'immersive-ar' ? 'ar' : null
  const setMode = useSetAtom(xrModeAtom)
  useEffect(() => {
    setMode(mode)
    return () => setMode(null)
  }, [mode, setMode])
  useXrCanvas(mode)
  return <XROrigin position={[0, FLOOR_Y, 40]} scale={100} />
}
