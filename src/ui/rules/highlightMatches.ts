// Marks every occurrence of the search's words inside an element's text with <mark>, and takes old marks away.
// Works on text nodes, so the rendered rules' markup is never re-parsed.

/** Unwraps earlier marks, then wraps each case-insensitive occurrence of `words` in a <mark>. Returns the count. */
export function highlightMatches(root: HTMLElement, words: readonly string[]): number {
  for (const mark of root.querySelectorAll('mark.rules-hit')) mark.replaceWith(...mark.childNodes)
  root.normalize()
  if (words.length === 0) return 0
  const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi')
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const texts: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text)
  let count = 0
  for (const text of texts) {
    const value = text.data
    pattern.lastIndex = 0
    if (!pattern.test(value)) continue
    pattern.lastIndex = 0
    const parts = document.createDocumentFragment()
    let at = 0
    for (const match of value.matchAll(pattern)) {
      const index = match.index
      if (index > at) parts.append(value.slice(at, index))
      const mark = document.createElement('mark')
      mark.className = 'rules-hit'
      mark.textContent = match[0]
      parts.append(mark)
      at = index + match[0].length
      count++
    }
    if (at < value.length) parts.append(value.slice(at))
    text.replaceWith(parts)
  }
  return count
}
