// The action panel in the room: the desktop panel's controls (the HUD's groups of the engine's legal actions) on
// a board standing at the table's front left edge, tilted toward the player, read at arm's length. A hand points at
// a control and selects it (trigger, or a pinch); the action goes through the one dispatch. The engine's last
// sentence of refusal (a die refused on a row, a control refused) shows at its head. A card pointed at and selected
// is read out on it (xrCardReader.ts) until "Back to your move".
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useAtomValue, useStore } from 'jotai'
import { useThree } from '@react-three/fiber'
import { CanvasTexture, Raycaster, SRGBColorSpace, Vector3, type Mesh } from 'three'
import { dispatchAtom, lastRefusalAtom } from '../../state/gameAtoms.ts'
import { xrCardTextAtom, xrPanelGroupsAtom, xrReadingAtom, type XrMode } from '../../state/xrAtoms.ts'
import { handsRefusalAtom } from '../hands/handsAtoms.ts'
import { buttonAt, drawXrPanel, PANEL_CM, PANEL_PX, type PanelButton } from './drawXrPanel.ts'
import type { XrHand } from './xrInputs.ts'

/** Where the board stands: on the table's front left corner, turned and leaning back toward the player. */
export const PANEL_PLACE = { position: [-46, 19, 38] as const, rotation: [-0.45, 0.45, 0.18] as const }

export type XrPanelApi = {
  /** One hand's frame: hover, and a select pressed on a control performs it. True when the hand points at the board. */
  update(hand: XrHand): boolean
  /** The controls now, each with its centre in table coordinates (for the probe). */
  buttons(): { key: string; label: string; centre: Vector3; normal: Vector3 }[]
  /** The sentence shown at the board's head, or null. */
  message(): string | null
  /** The card read out on the board now (its name and lines), or null. */
  reading(): { title: string; lines: readonly string[] } | null
}

const caster = new Raycaster()

export function XrPanel({
  api,
  mode,
  onLeave,
}: {
  api: RefObject<XrPanelApi | null>
  mode: XrMode
  onLeave: () => void
}) {
  const store = useStore()
  const invalidate = useThree((s) => s.invalidate)
  const groups = useAtomValue(xrPanelGroupsAtom)
  const refusal = useAtomValue(handsRefusalAtom)
  const hudRefusal = useAtomValue(lastRefusalAtom)
  const reading = useAtomValue(xrCardTextAtom)
  const [page, setPage] = useState(0)
  const [hovered, setHovered] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => setMessage(refusal?.message ?? null), [refusal])
  useEffect(() => setMessage(hudRefusal?.violation.message ?? null), [hudRefusal])
  const entries = useMemo(() => groups.flatMap((g) => g.entries.map((e) => ({ key: e.key, label: e.label }))), [groups])
  useEffect(() => setPage(0), [entries])
  useEffect(() => () => store.set(xrReadingAtom, null), [store]) // a session's reading ends with it

  const canvas = useMemo(() => {
    const c = document.createElement('canvas')
    c.width = PANEL_PX
    c.height = PANEL_PX
    return c
  }, [])
  const [texture, setTexture] = useState<CanvasTexture | null>(null)
  useEffect(() => {
    const t = new CanvasTexture(canvas)
    t.colorSpace = SRGBColorSpace
    t.anisotropy = 4
    setTexture(t)
    return () => t.dispose()
  }, [canvas])
  const buttons = useRef<PanelButton[]>([])
  const leaveLabel = mode === 'ar' ? 'Leave AR' : 'Leave VR'
  const face = { title: 'Your move', message, entries, page, leave: leaveLabel, hovered, reading }
  useEffect(() => {
    const ctx = canvas.getContext('2d')
    if (!ctx || !texture) return
    buttons.current = drawXrPanel(ctx, face)
    texture.needsUpdate = true
    invalidate()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the face's parts are the deps
  }, [canvas, texture, message, entries, page, mode, hovered, reading, invalidate])

  const mesh = useRef<Mesh>(null)
  useEffect(() => {
    const hitOf = (hand: XrHand): PanelButton | null | undefined => {
      const m = mesh.current
      if (!m) return undefined
      caster.set(hand.rayFrom, hand.rayDir)
      const hit = caster.intersectObject(m, false)[0]
      if (!hit?.uv) return undefined
      return buttonAt(buttons.current, hit.uv.x * PANEL_PX, (1 - hit.uv.y) * PANEL_PX)
    }
    const press = (b: PanelButton) => {
      if (b.key === 'leave') return onLeave()
      if (b.key === 'more') return setPage((p) => p + 1)
      if (b.key === 'close-card') return store.set(xrReadingAtom, null)
      const entry = store
        .get(xrPanelGroupsAtom)
        .flatMap((g) => g.entries)
        .find((e) => e.key === b.key)
      if (entry) store.set(dispatchAtom, entry.action, { throwRoll: true })
    }
    api.current = {
      update(hand) {
        const b = hitOf(hand)
        if (b === undefined) return false
        setHovered(b?.key ?? null)
        if (b && hand.select && !hand.wasSelect) press(b)
        return true
      },
      buttons() {
        const m = mesh.current
        if (!m) return []
        m.updateWorldMatrix(true, false)
        const normal = new Vector3(0, 0, 1).transformDirection(m.matrixWorld)
        return buttons.current.map((b) => {
          const u = (b.x + b.w / 2) / PANEL_PX - 0.5
          const v = 0.5 - (b.y + b.h / 2) / PANEL_PX
          const centre = new Vector3(u * PANEL_CM, v * PANEL_CM, 0).applyMatrix4(m.matrixWorld)
          return { key: b.key, label: b.label, centre, normal }
        })
      },
      message: () => message,
      reading: () => (reading ? { title: reading.title, lines: reading.lines } : null),
    }
    return () => {
      api.current = null
    }
  }, [api, store, onLeave, message, reading])

  if (!texture) return null
  return (
    <mesh ref={mesh} name="xr-panel" position={PANEL_PLACE.position} rotation={PANEL_PLACE.rotation}>
      <planeGeometry args={[PANEL_CM, PANEL_CM]} />
      <meshBasicMaterial map={texture} toneMapped={false} />
    </mesh>
  )
}
