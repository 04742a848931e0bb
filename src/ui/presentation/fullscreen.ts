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
