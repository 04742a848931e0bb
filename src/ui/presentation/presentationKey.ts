// Which key press toggles presentation mode (P) or leaves it (Esc): pure, so the map is unit-tested without a browser.

/** The presentation shortcut as the keyboard help lists it. */
export const PRESENTATION_SHORTCUT = {
  keys: 'P',
  what: 'Presentation mode for a big screen: fullscreen, larger type, the log and odds in a side panel (P or Esc leaves)',
} as const

export type PresentationKey = 'toggle' | 'leave'

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'target'>

/** Keys typed into a field, or pressed inside a dialog (the card zoom, the rules, the help), belong there. */
function isForeignTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false
  if (target.closest('input, textarea, select, [contenteditable="true"], [contenteditable=""]')) return true
  return target.closest('dialog, [role="dialog"]') !== null
}

/**
 * What a key press means to presentation mode, or null when it is not ours: P toggles it; Esc leaves it (only
 * while presenting, and never when a dialog has the key: Esc closes that first). `dialogOpen` says whether a modal
 * dialog is open anywhere on the page. Esc is taken even when the HUD also used it (to cancel a selection): in
 * fullscreen the browser leaves on Esc anyway, and windowed presentation behaves the same.
 */
export function presentationKey(event: KeyLike, presenting: boolean, dialogOpen: boolean): PresentationKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey || dialogOpen || isForeignTarget(event.target)) return null
  if (event.key === 'Escape') return presenting ? 'leave' : null
  if (event.defaultPrevented) return null
  return event.key === 'p' || event.key === 'P' ? 'toggle' : null
}
