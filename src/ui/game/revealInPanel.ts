// Bringing the head of a part of a scrolling panel back into view after the game moves on: the player scrolled the
// panel to tap an action, and what replaced it lay above (a phone's sheet, the desk's action column).

/** The nearest ancestor of `el` that scrolls up and down, or null. */
function scrollingParent(el: HTMLElement): HTMLElement | null {
  let panel = el.parentElement
  while (panel && !/(auto|scroll)/.test(getComputedStyle(panel).overflowY)) panel = panel.parentElement
  return panel
}

/** Scrolls `el`'s panel up so that `el`'s top shows, and `el` itself back to its head if it scrolls. */
export function revealHead(el: HTMLElement): void {
  if (el.scrollTop > 0 && /(auto|scroll)/.test(getComputedStyle(el).overflowY)) el.scrollTop = 0
  const panel = scrollingParent(el)
  if (!panel) return
  const above = el.getBoundingClientRect().top - panel.getBoundingClientRect().top
  if (above < 0) panel.scrollTop += above
}
