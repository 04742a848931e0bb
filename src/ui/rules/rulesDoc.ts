// The project's rules page (docs/rules.md) cut into its numbered sections and rendered to HTML for the in-game
// reference. The file is ours and trusted, but raw HTML in it is still dropped: the section anchors it carries
// (`<a id="locks">`) become the sections' ids here, and nothing else the file holds can reach the page as markup.
import { Marked, type Tokens } from 'marked'

/** One `##` section of the rules page, under the anchor the page gives it. */
export type RulesSection = {
  /** The page's anchor (`locks`, `first-printing`), stable across edits of the page. */
  readonly id: string
  /** The heading's words (`9. Locked dice`). */
  readonly title: string
  /** The section's markdown, without its heading. */
  readonly markdown: string
  /** Its words as plain text, lower case: what the search reads. */
  readonly text: string
}

const ANCHOR = /^<a id="([a-z0-9-]+)"><\/a>\s*$/

/** Splits the page at its anchors; each anchor is followed by its `##` heading. The preamble is left out. */
export function parseRulesDoc(source: string): readonly RulesSection[] {
  const sections: RulesSection[] = []
  let current: { id: string; title: string; lines: string[] } | null = null
  const close = (): void => {
    if (!current) return
    const markdown = current.lines.join('\n').trim()
    sections.push({ id: current.id, title: current.title, markdown, text: plainText(`${current.title}\n${markdown}`) })
  }
  for (const line of source.split('\n')) {
    const anchor = ANCHOR.exec(line)
    if (anchor) {
      close()
      current = { id: anchor[1] as string, title: '', lines: [] }
      continue
    }
    if (!current) continue
    const heading = /^##\s+(.*)$/.exec(line)
    if (heading && current.title === '') current.title = (heading[1] as string).trim()
    else current.lines.push(line)
  }
  close()
  return sections
}

/** Markdown reduced to its words (for searching): no emphasis marks, code ticks or link targets. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#]/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

/** The id an element of the reference takes for a section (`rules-locks`) or a ruling (`rule-R9-2`). */
export const sectionElementId = (id: string): string => `rules-${id}`
export const rulingElementId = (ruling: string): string => `rule-${ruling.replace(/\./g, '-')}`

const marked = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML never reaches the page.
    html: () => '',
    image: ({ text }: Tokens.Image) => escapeHtml(text),
    link({ href, tokens }: Tokens.Link): string {
      const inner = this.parser.parseInline(tokens)
      // Links between sections stay inside the reference (the page's own hash is the app's route).
      if (href.startsWith('#'))
        return `<a href="#${sectionElementId(href.slice(1))}" data-rules-anchor="${escapeHtml(href.slice(1))}">${inner}</a>`
      if (/^https:\/\//.test(href))
        return `<a href="${escapeHtml(href)}" rel="noreferrer noopener" target="_blank">${inner}</a>`
      return inner // a path in the repository means nothing in the game
    },
  },
})

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A section's HTML; each ruling (a list item opening with **R9.2 …**) gets an id to scroll to. */
export function renderSection(section: RulesSection): string {
  const html = marked.parse(section.markdown, { async: false })
  return html.replace(
    /<li><strong>(R\d+\.\d+)\b/g,
    (_, ruling: string) => `<li id="${rulingElementId(ruling)}"><strong>${ruling}`,
  )
}

/** The words of a search, lower case, without repeats. */
export function searchWords(query: string): readonly string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 0),
    ),
  ]
}

/** The sections holding every word of the query (all of them for an empty query), in the page's order. */
export function filterSections(sections: readonly RulesSection[], query: string): readonly RulesSection[] {
  const words = searchWords(query)
  return sections.filter((s) => words.every((w) => s.text.includes(w)))
}
