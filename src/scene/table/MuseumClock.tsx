import { useEffect, useState, type Ref } from 'react'
import { useThree } from '@react-three/fiber'
import { MeshStandardMaterial, type CanvasTexture, type Group } from 'three'
import { CLOCK, handAngle } from './tableScale'
import { createClockDialTexture, drawClockDial } from './proceduralTextures'
import { BOSS_BRASS, CLOCK_BRASS } from '../materials/brassMaterials.ts'
import { useSurfaceDetail } from '../materials/useSurfaceDetail.ts'

// Shared by every clock (the start screen's table and the game's): the blackened steel of the hand (the brass is
// every brass's, brassMaterials.ts).
const HAND = new MeshStandardMaterial({ color: '#1b140c', metalness: 0.7, roughness: 0.3 })

export type MuseumClockProps = {
  /** The hour the hand points at (0 or 12 is midnight). @defaultValue 12 */
  readonly hour?: number
  /** The hand's group, for a caller that sweeps it frame by frame (its rotation about +y is the hour). */
  readonly handRef?: Ref<Group>
}

/**
 * The clock's dial, drawn in an effect (in Georgia at once, again in IM Fell English once that font has loaded) and
 * disposed with the clock; null until drawn.
 */
function useClockDial(): CanvasTexture | null {
  const invalidate = useThree((s) => s.invalidate)
  const [dial, setDial] = useState<CanvasTexture | null>(null)
  useEffect(() => {
    let live = true
    const made = createClockDialTexture()
    setDial(made)
    document.fonts
      .load('64px "IM Fell English"')
      .then(() => {
        if (!live) return
        drawClockDial(made, 'IM Fell English')
        invalidate()
      })
      .catch(() => undefined) // the Georgia dial already drawn stays
    return () => {
      live = false
      made.dispose()
    }
  }, [invalidate])
  return dial
}

/** The brass clock at the centre of the table. The dial is drawn at runtime from our own numerals. */
export function MuseumClock({ hour = 12, handRef }: MuseumClockProps) {
  const dial = useClockDial()
  useSurfaceDetail() // the case's brass wears its detail while the clock stands

  return (
    <group name="museum-clock">
      <mesh castShadow receiveShadow position={[0, CLOCK.thickness / 2, 0]} material={CLOCK_BRASS}>
        <cylinderGeometry args={[CLOCK.radius * 1.06, CLOCK.radius * 1.1, CLOCK.thickness, 96]} />
      </mesh>
      {dial && (
        <mesh receiveShadow position={[0, CLOCK.thickness + 0.01, 0]} rotation={[-Math.PI / 2, 0, 0]}>
          <circleGeometry args={[CLOCK.radius, 96]} />
          <meshStandardMaterial map={dial} metalness={0.55} roughness={0.45} />
        </mesh>
      )}
      <group
        ref={handRef ?? null}
        name="clock-hand"
        position={[0, CLOCK.thickness + 0.25, 0]}
        rotation={[0, handAngle(hour), 0]}
      >
        <mesh castShadow position={[0, 0, -CLOCK.radius * 0.3]} material={HAND}>
          <boxGeometry args={[0.45, 0.2, CLOCK.radius * 0.7]} />
        </mesh>
        <mesh castShadow position={[0, 0, -CLOCK.radius * 0.68]} rotation={[0, Math.PI / 4, 0]} material={HAND}>
          <boxGeometry args={[1.1, 0.2, 1.1]} />
        </mesh>
        <mesh castShadow material={BOSS_BRASS}>
          <cylinderGeometry args={[0.8, 0.8, 0.35, 32]} />
        </mesh>
      </group>
    </group>
  )
}
