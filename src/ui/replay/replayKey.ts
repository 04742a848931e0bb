// The replay viewer's keys: pure, so the map is unit-tested without a browser.

export type ReplayCommand = 'first' | 'last' | 'back' | 'on' | 'turnBack' | 'turnOn'

/** The keys, as the viewer lists them. */
export const REPLAY_SHORTCUTS: readonly { readonly keys: string; readonly what: string }[] = [
  { keys: '← →', what: 'One action back or on' },
  { keys: 'Shift + ← →, Page Up / Page Down', what: 'One turn back or on' },
  { keys: 'Home / End', what: 'The start or the end of the game' },
]

/** The viewer's command for a key, or null when the key is not the viewer's. */
export function replayKey(event: {
  readonly key: string
  readonly shiftKey: boolean
  readonly ctrlKey: boolean
  readonly metaKey: boolean
  readonly altKey: boolean
}): ReplayCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  switch (event.key) {
    case 'ArrowLeft':
      return event.shiftKey ? 'turnBack' : 'back'
    case 'ArrowRight':
      return event.shiftKey ? 'turnOn' : 'on'
    case 'PageUp':
      return 'turnBack'
    case 'PageDown':
      return 'turnOn'
    case 'Home':
      return 'first'
    case 'End':
      return 'last'
    default:
      return null
  }
}
