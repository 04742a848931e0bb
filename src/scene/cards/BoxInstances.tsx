// Every card's paper block (its edges and back) and every deck's stack drawn as one instanced box each: a card's
// face is its own texture, but its block is the same box in the same material as every other card's. Each block is
// an empty object where the mesh stood (`<BoxInstance>`); once a frame, after three has brought every world matrix
// up to date and before it draws (the scene's onBeforeRender), the instances take those places. So a block never
// lags its card by a frame, even on the last frame of a move drawn on demand. Without a provider (a lone card
// elsewhere) a block is a plain mesh, as before. A headset draws every mesh once per eye (issue 44's budget).
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { useThree } from '@react-three/fiber'
import { BoxGeometry, Matrix4, MeshStandardMaterial, type InstancedMesh, type Object3D, type Scene } from 'three'
import { activeTierAtom } from '../quality/qualityAtoms.ts'
import { TIER_SPECS } from '../quality/qualityTiers.ts'

/** The unit box every block scales. */
export const BOX = new BoxGeometry(1, 1, 1)

/** The kinds of block: a card's paper, a deck's stack. */
export const BLOCK_MATERIALS = {
  card: new MeshStandardMaterial({ color: '#b89d6e', roughness: 0.9 }),
  stack: new MeshStandardMaterial({ color: '#2c1d14', roughness: 0.8 }),
} as const
export type BlockKind = keyof typeof BLOCK_MATERIALS

type Registry = { readonly add: (kind: BlockKind, place: Object3D) => () => void }
const BlocksContext = createContext<Registry | null>(null)

/** Work done once a frame after the world matrices are current, before the scene is drawn; per scene. */
const beforeRender = new WeakMap<Scene, Set<() => void>>()

function onSceneBeforeRender(scene: Scene, work: () => void): () => void {
  let set = beforeRender.get(scene)
  if (!set) {
    const all = new Set<() => void>()
    set = all
    beforeRender.set(scene, all)
    const previous = scene.onBeforeRender
    scene.onBeforeRender = function (...args) {
      previous.apply(this, args)
      for (const w of all) w()
    }
  }
  set.add(work)
  return () => set.delete(work)
}

const inverse = new Matrix4()
const matrix = new Matrix4()

function shown(o: Object3D): boolean {
  for (let x: Object3D | null = o; x; x = x.parent) if (!x.visible) return false
  return true
}

/** How many blocks of a kind one instanced mesh holds before it is made anew, twice as large. */
const FIRST_CAPACITY = 64

function BlockMesh({ kind, places }: { readonly kind: BlockKind; readonly places: ReadonlySet<Object3D> }) {
  const scene = useThree((s) => s.scene)
  const invalidate = useThree((s) => s.invalidate)
  const [capacity, setCapacity] = useState(FIRST_CAPACITY)
  const mesh = useRef<InstancedMesh>(null)
  useEffect(
    () =>
      onSceneBeforeRender(scene, () => {
        const m = mesh.current
        if (!m) return
        if (places.size > capacity) {
          setCapacity(capacity * 2)
          invalidate()
        }
        m.updateWorldMatrix(true, false)
        inverse.copy(m.matrixWorld).invert()
        let n = 0
        for (const place of places) {
          if (n === capacity) break
          if (!shown(place)) continue
          m.setMatrixAt(n++, matrix.multiplyMatrices(inverse, place.matrixWorld))
        }
        m.count = n
        m.visible = n > 0
        m.instanceMatrix.needsUpdate = true
      }),
    [scene, places, capacity, invalidate],
  )
  return (
    <instancedMesh
      key={capacity}
      ref={mesh}
      name={`${kind}-blocks`}
      args={[BOX, BLOCK_MATERIALS[kind], capacity]}
      frustumCulled={false}
      castShadow
      receiveShadow
    />
  )
}

/**
 * Draws every `<BoxInstance>` inside it as one instanced mesh per kind, at every tier without post-processing (low,
 * medium, a headset's); high's ambient occlusion reads instanced blocks a shade apart, so there each block stays
 * its own mesh. Mount it inside the canvas.
 */
export function BoxInstances({ children }: { readonly children: ReactNode }) {
  const on = !TIER_SPECS[useAtomValue(activeTierAtom)].effects
  const invalidate = useThree((s) => s.invalidate)
  const places = useMemo(() => ({ card: new Set<Object3D>(), stack: new Set<Object3D>() }), [])
  const registry = useMemo<Registry>(
    () => ({
      add: (kind, place) => {
        places[kind].add(place)
        invalidate()
        return () => {
          places[kind].delete(place)
          invalidate()
        }
      },
    }),
    [places, invalidate],
  )
  return (
    <BlocksContext.Provider value={on ? registry : null}>
      {children}
      {on && <BlockMesh kind="card" places={places.card} />}
      {on && <BlockMesh kind="stack" places={places.stack} />}
    </BlocksContext.Provider>
  )
}

/** A block of `kind`: the unit box at `position`, scaled by `scale`, in its parent's space. */
export function BoxInstance({
  kind,
  position,
  scale,
}: {
  readonly kind: BlockKind
  readonly position: readonly [number, number, number]
  readonly scale: readonly [number, number, number]
}) {
  const registry = useContext(BlocksContext)
  const place = useRef<Object3D>(null)
  useEffect(() => {
    const p = place.current
    return registry && p ? registry.add(kind, p) : undefined
  }, [registry, kind])
  if (!registry)
    return (
      <mesh
        geometry={BOX}
        material={BLOCK_MATERIALS[kind]}
        position={position as [number, number, number]}
        scale={scale as [number, number, number]}
        castShadow
        receiveShadow
      />
    )
  return (
    <object3D ref={place} position={position as [number, number, number]} scale={scale as [number, number, number]} />
  )
}
