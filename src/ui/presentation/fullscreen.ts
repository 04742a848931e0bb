// The Fullscreen API on the whole page, with its refusals caught: presentation mode works in the window too.

/** Asks for the page in fullscreen; true when the browser granted it, false when it refused or cannot. */
export async function enterFullscreen(): Promise<boolean> {
  const root = document.documentElement
  if (document.fullscreenElement) return true
  if (!document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') return false
  try {
    await root.requestFullscreen({ navigationUI: 'hide' })
    return document.fullscreenElement !== null
  } catch {
    return false // no user gesture, a permissions policy, an iframe without allowfullscreen
  }
}

/** Leaves fullscreen if the page is in it (a refusal to leave changes nothing). */
export function leaveFullscreen(): void {
  if (!document.fullscreenElement) return
  document.exitFullscreen().catch(() => undefined)
}

/** Whether the page is shown fullscreen now. */
export function isFullscreen(): boolean {
  return typeof document !== 'undefined' && document.fullscreenElement !== null
}

/** Listens on the document for keys and for entering or leaving fullscreen; returns the way to stop (an effect's
 *  cleanup). Presentation mode and the watch screen both answer to a key and to fullscreen changing under them. */
export function onKeysAndFullscreen(onKey: (event: KeyboardEvent) => void, onChange: () => void): () => void {
  document.addEventListener('keydown', onKey)
  document.addEventListener('fullscreenchange', onChange)
  return () => {
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('fullscreenchange', onChange)
  }
}
