// Which key press toggles the sound: M, unless typed into a field, pressed in a dialog, or held with a modifier.

/** The mute shortcut as the keyboard help lists it. */
export const MUTE_SHORTCUT = {
  keys: 'M',
  what: 'Sound on or off (remembered, for the table and the dice tray)',
} as const

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'target'>

export function isMuteKey(event: KeyLike): boolean {
  if (event.key !== 'm' && event.key !== 'M') return false
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false
  const target = event.target
  if (typeof Element !== 'undefined' && target instanceof Element) {
    if (target.closest('input, textarea, select, [contenteditable="true"], [contenteditable=""]')) return false
    if (target.closest('dialog, [role="dialog"]')) return false
  }
  return true
}
