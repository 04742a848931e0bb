// The reflections of the room on brass, glass, dice, paper and waxed wood (medium and high): a half-float cube map
// that drei renders once from a handful of light shapes placed where the room's lights are (the warm lamp over the
// table, the window's moonlight, the candles, the dark panelled walls), over a photographed interior dimmed to
// night: a CC0 HDR of an old gallery of glass cases under green walls (`@pmndrs/assets`, the "lab" HDRI, 512×256
// EXR), which gives the reflections a room's worth of soft variation between the shapes' highlights. The HDR is a
// JS module of its own chunk, imported only when a tier that reflects first mounts this: nothing is fetched from
// anywhere else, the service worker precaches it, and low never loads it. Until it has loaded (and if it never
// does), the light shapes alone over a night-dark background are the room's reflections.
import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { useThree } from '@react-three/fiber'
import { Environment, Lightformer, useEnvironment } from '@react-three/drei'

/** How bright the photographed room shows behind the light shapes: a gallery after closing time. */
const ROOM_AT_NIGHT = 0.015
/**
 * How strongly the cube map lights and reflects: less over the HDR, whose room adds light from every side, so the
 * table under it is no brighter than under the shapes alone (tests/e2e/quality.spec.ts holds high to low's mean).
 */
const SHAPES_ALONE = 0.45
const OVER_THE_ROOM = 0.36
/** Turns the photographed room so its windows lie toward ours (the right wall). */
const ROOM_TURN = Math.PI / 2

/** The HDR's module (a data: URL), loaded once per page. */
let hdrUrl: Promise<string> | null = null
const loadHdrUrl = () => (hdrUrl ??= import('@pmndrs/assets/hdri/lab.exr').then((m) => m.default))

export function RoomEnvironment() {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    loadHdrUrl()
      .then((loaded) => live && setUrl(loaded))
      .catch(() => undefined) // the light shapes alone stay
    return () => {
      live = false
    }
  }, [])
  const shapesAlone = (
    <RoomReflections intensity={SHAPES_ALONE} backdrop={<color attach="background" args={['#0b0c10']} />} />
  )
  return url ? (
    <Suspense fallback={shapesAlone}>
      <HdrReflections url={url} />
    </Suspense>
  ) : (
    shapesAlone
  )
}

/** The light shapes over the decoded HDR (suspends while it decodes); asks for the frame that shows them. */
function HdrReflections({ url }: { readonly url: string }) {
  const room = useEnvironment({ files: url })
  const invalidate = useThree((s) => s.invalidate)
  useLayoutEffect(() => invalidate(), [invalidate])
  return (
    <RoomReflections
      intensity={OVER_THE_ROOM}
      backdrop={
        <Environment
          map={room}
          background="only"
          backgroundIntensity={ROOM_AT_NIGHT}
          backgroundRotation={[0, ROOM_TURN, 0]}
        />
      }
    />
  )
}

/** The cube map rendered once from the light shapes in front of `backdrop` (the background of its own scene). */
function RoomReflections({ intensity, backdrop }: { readonly intensity: number; readonly backdrop: ReactNode }) {
  return (
    <Environment frames={1} resolution={128} environmentIntensity={intensity}>
      {backdrop}
      <Lightformer form="rect" color="#ffd9a0" intensity={2.5} position={[-3, 8, 4]} scale={[5, 3, 1]} target />
      <Lightformer form="rect" color="#9fb4ff" intensity={3} position={[5, 4, -9]} scale={[3, 7, 1]} target />
      <Lightformer form="circle" color="#ffb469" intensity={2.5} position={[-7, 1, -3]} scale={1.2} target />
      <Lightformer form="rect" color="#3a2212" intensity={0.6} position={[0, -2, 10]} scale={[20, 3, 1]} target />
    </Environment>
  )
}
