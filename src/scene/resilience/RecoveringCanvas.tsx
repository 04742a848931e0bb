// An R3F `<Canvas>` that survives a lost WebGL context: on a loss it shows the calm note over itself and lays its
// scene again on a fresh canvas (useContextRecovery.ts says why a fresh one). Its children must be rebuildable from
// the store, as a first visit builds them. Used by the game table and the tray page.
import type { ComponentProps } from 'react'
import { Canvas, type RootState } from '@react-three/fiber'
import { useContextRecovery } from './useContextRecovery.ts'
import { CanvasBoundary } from './CanvasBoundary.tsx'
import { TableLaid } from './TableLaid.tsx'
import { TableBeingLaid, type LaidSubject } from './TableBeingLaid.tsx'

export type RecoveringCanvasProps = ComponentProps<typeof Canvas> & {
  /** What the note over the canvas names while it is laid again. */
  readonly subject: LaidSubject
}

export function RecoveringCanvas({ subject, onCreated, children, ...props }: RecoveringCanvasProps) {
  const recovery = useContextRecovery()
  const created = (state: RootState) => {
    onCreated?.(state)
    recovery.onCreated(state)
  }
  return (
    <>
      <CanvasBoundary key={recovery.generation} onFailed={recovery.onFailed}>
        <Canvas {...props} onCreated={created}>
          {children}
          <TableLaid onLaid={recovery.onLaid} />
        </Canvas>
      </CanvasBoundary>
      {recovery.laying && <TableBeingLaid subject={subject} />}
    </>
  )
}
