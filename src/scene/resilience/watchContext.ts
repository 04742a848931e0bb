// Watches one canvas for the loss of its WebGL context: on `webglcontextlost` it prevents the default (without
// that the browser never offers a restore) and says so; on `webglcontextrestored`, or when no restore has come
// `restoreWaitMs` after the loss, it asks once for the table to be laid again. Framework-free, so it is tested
// with a plain EventTarget.

export type ContextWatch = {
  /** The context was lost: show the note. */
  readonly onLost: () => void
  /** Lay the scene again on a fresh canvas (called at most once per watch). */
  readonly onRelay: () => void
}

/** Starts watching `canvas`; returns the function that stops (listeners removed, timer cleared). */
export function watchContext(canvas: EventTarget, restoreWaitMs: number, watch: ContextWatch): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let relayed = false
  const relay = () => {
    clearTimeout(timer)
    if (relayed) return
    relayed = true
    watch.onRelay()
  }
  const onLost = (e: Event) => {
    e.preventDefault()
    watch.onLost()
    timer ??= setTimeout(relay, restoreWaitMs)
  }
  canvas.addEventListener('webglcontextlost', onLost)
  canvas.addEventListener('webglcontextrestored', relay)
  return () => {
    clearTimeout(timer)
    canvas.removeEventListener('webglcontextlost', onLost)
    canvas.removeEventListener('webglcontextrestored', relay)
  }
}
