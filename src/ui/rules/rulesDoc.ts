// The project's rules pages cut into their sections and rendered to HTML for the in-game reference: the player's
// rules (docs/playing.md) and, in their folds, the engine's rulings (docs/rules.md) without what that page writes for
// maintainers only (forPlayers: paths, identifiers, error codes). The files are ours and trusted, but raw HTML in
// them is still dropped: the section anchors they carry (`<a id="locks">`) become the sections' ids here, a section's
// `<!-- engine: … -->` names the rulings folded into it, and a picture of a die or of the example card
// (`![green die showing lore](die:green:L)`, `](card:example)`) becomes a canvas that paintPictures.ts paints.
import { Marked, type Tokens } from 'marked'
import { DIE_FACES, isDieColor, isFace } from '../../engine/index.ts'

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
  /** The sections of docs/rules.md whose rulings fold into this one (`<!-- engine: resolution legality -->`). */
  readonly engine: readonly string[]
}

const ANCHOR = /^<a id="([a-z0-9-]+)"><\/a>\s*$/
const ENGINE = /^<!--\s*engine:\s*([a-z0-9 -]*?)\s*-->\s*$/

/** Splits the page at its anchors; each anchor is followed by its `##` heading. The preamble is left out. */
export function parseRulesDoc(source: string): readonly RulesSection[] {
  const sections: RulesSection[] = []
  let current: { id: string; title: string; lines: string[]; engine: string[] } | null = null
  const close = (): void => {
    if (!current) return
    const markdown = forPlayers(current.lines.join('\n')).trim()
    const text = plainText(`${current.title}\n${markdown}`)
    sections.push({ id: current.id, title: current.title, markdown, text, engine: current.engine })
  }
  for (const line of source.split('\n')) {
    const anchor = ANCHOR.exec(line)
    if (anchor) {
      close()
      current = { id: anchor[1] as string, title: '', lines: [], engine: [] }
      continue
    }
    if (!current) continue
    const engine = ENGINE.exec(line)
    if (engine) {
      current.engine.push(...(engine[1] as string).split(/\s+/).filter((id) => id !== ''))
      continue
    }
    const heading = /^##\s+(.*)$/.exec(line)
    if (heading && current.title === '') current.title = (heading[1] as string).trim()
    else current.lines.push(line)
  }
  close()
  return sections
}

/**
 * Markdown as the game shows it, without what docs/rules.md writes for maintainers (source paths, identifiers, error
 * codes): a reference in parentheses opening with "code:" (`(code: `NOT_OWNED`, `src/engine/rules/useCard.ts`)`, the
 * space before it too), the lines between `<!-- maintainers -->` and `<!-- /maintainers -->`, and a table's column
 * headed "code".
 */
export function forPlayers(markdown: string): string {
  return dropCodeColumns(dropCodeRefs(markdown.replace(MAINTAINERS, '\n'))).replace(/\n{3,}/g, '\n\n')
}

const MAINTAINERS = /^<!--\s*maintainers\s*-->\s*$[\s\S]*?^<!--\s*\/maintainers\s*-->\s*$/gm

/** Drops each `(code: …)`, its brackets matched around any inside it, code spans read through whole. */
function dropCodeRefs(markdown: string): string {
  let out = ''
  let from = 0
  for (let at = markdown.indexOf('(code:'); at >= 0; at = markdown.indexOf('(code:', from)) {
    let depth = 0
    let end = at
    for (; end < markdown.length; end++) {
      const c = markdown[end]
      if (c === '`') end = Math.max(end, markdown.indexOf('`', end + 1))
      else if (c === '(') depth++
      else if (c === ')' && --depth === 0) break
    }
    // The space before it too, and the line break when it opens a line of the same paragraph.
    out += markdown.slice(from, at).replace(/(?<=\S)[^\S\n]*(\n[^\S\n]*)?$|[^\S\n]+$/, '')
    from = end + 1
  }
  return out + markdown.slice(from)
}

/** Drops the column headed "code" from each table (cells split at pipes not escaped). */
function dropCodeColumns(markdown: string): string {
  const lines = markdown.split('\n')
  let drop = -1
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    if (!line.startsWith('|')) {
      drop = -1
      continue
    }
    const cells = line.split(/(?<!\\)\|/)
    if (drop < 0 && /^\|[\s:|]*-[\s:|-]*$/.test(lines[i + 1] ?? ''))
      drop = cells.findIndex((cell) => cell.trim().toLowerCase() === 'code')
    if (drop > 0 && drop < cells.length) lines[i] = cells.filter((_, k) => k !== drop).join('|')
  }
  return lines.join('\n')
}

/** Markdown reduced to its words (for searching): no pictures, comments, emphasis marks, code ticks or link targets. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
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
    image: ({ href, text }: Tokens.Image) => picture(href, text),
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

/**
 * A die showing a face it has (`die:red:W`), or the example card (`card:example`): a canvas named by the picture's
 * words. Anything else is its words alone.
 */
export function picture(href: string, words: string): string {
  const label = escapeHtml(words)
  const [kind, color, face] = href.split(':')
  if (kind === 'die' && isDieColor(color) && isFace(face) && DIE_FACES[color].includes(face))
    return `<canvas class="rules-die is-${color}" data-die="${color}:${face}" role="img" aria-label="${label}"></canvas>`
  if (href === 'card:example')
    return `<canvas class="rules-card" data-card="example" role="img" aria-label="${label}"></canvas>`
  return label
}

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

/**
 * The fold "How the engine rules it" under a player section: the rulings of each section of docs/rules.md it names,
 * under that section's numbered title (the number the rulings and the links between them use: R16.1, §16).
 */
export function renderFold(section: RulesSection, engine: ReadonlyMap<string, RulesSection>): string {
  return section.engine
    .flatMap((id) => {
      const ruling = engine.get(id)
      return ruling ? [`<h4>${ruling.title}</h4>${renderSection(ruling)}`] : []
    })
    .join('')
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
