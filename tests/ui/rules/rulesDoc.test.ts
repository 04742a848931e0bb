import { describe, expect, it } from 'vitest'
import playingSource from '../../../docs/playing.md?raw'
import rulesSource from '../../../docs/rules.md?raw'
import { DIE_FACES } from '../../../src/engine/index.ts'
import { exampleRows } from '../../../src/ui/rules/exampleCard.ts'
import { PLAYER_SECTIONS } from '../../../src/ui/rules/playerSections.ts'
import {
  filterSections,
  forPlayers,
  parseRulesDoc,
  picture,
  renderFold,
  renderSection,
  searchWords,
} from '../../../src/ui/rules/rulesDoc.ts'

const SECTIONS = parseRulesDoc(rulesSource)
const PLAYING = parseRulesDoc(playingSource)
const ENGINE = new Map(SECTIONS.map((s) => [s.id, s]))

/** A section's words as a player reads them: its HTML without tags, and the names of its pictures. */
function shownWords(html: string): string {
  const names = [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1])
  return `${html.replace(/<[^>]*>/g, ' ')} ${names.join(' ')}`
}

// Issue 41: the reference a player opens is written for players; the engine's spec stays in docs/rules.md.
describe('the player’s rules (docs/playing.md)', () => {
  it('has exactly the sections the game opens at, in order, each with a title', () => {
    expect(PLAYING.map((s) => s.id)).toEqual([...PLAYER_SECTIONS])
    for (const s of PLAYING) expect(s.title.length).toBeGreaterThan(3)
  })

  it.each(PLAYING.map((s) => [s.id, s] as const))('#%s holds no source path, error code or identifier', (_, s) => {
    const words = shownWords(renderSection(s))
    expect(words).not.toMatch(/src\/|\.tsx?\b|`/)
    expect(words.match(/\b[A-Z]{2,}(_[A-Z]+)+\b/g)).toBeNull()
    expect(words.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g)).toBeNull()
  })

  it.each(PLAYING.map((s) => [s.id, s] as const))('#%s has one worked example', (_, s) => {
    expect(renderSection(s).match(/<blockquote>\s*<p><strong>Example\.<\/strong>/g)).toHaveLength(1)
  })

  it('folds in every section of docs/rules.md that exists, each under one player section', () => {
    const folded = PLAYING.flatMap((s) => s.engine)
    const engine = SECTIONS.map((s) => s.id)
    for (const id of folded) expect(engine).toContain(id)
    expect(new Set(folded).size).toBe(folded.length)
    expect([...folded].sort()).toEqual([...engine].sort())
  })

  it('draws every face of every die in “The dice”, and only faces a die has anywhere', () => {
    const dice = PLAYING.find((s) => s.id === 'dice')!
    const shown = [...renderSection(dice).matchAll(/data-die="(\w+):(\w+)"/g)].map((m) => `${m[1]}:${m[2]}`)
    for (const [color, faces] of Object.entries(DIE_FACES))
      for (const face of faces) expect(shown).toContain(`${color}:${face}`)
    const page = playingSource.slice(playingSource.indexOf('<a id='))
    const written = [...page.matchAll(/\]\(die:([^)]*)\)/g)].length
    const drawn = PLAYING.reduce((n, s) => n + [...renderSection(s).matchAll(/data-die=/g)].length, 0)
    expect(drawn).toBe(written)
  })

  it('shows the example card, and the card parses as the engine parses every card', () => {
    const card = PLAYING.find((s) => s.id === 'card')!
    expect(renderSection(card)).toMatch(/<canvas class="rules-card" data-card="example" role="img" aria-label="An/)
    expect(exampleRows().tasks).toHaveLength(3)
  })

  it('searches the words, not the pictures or the notes for writers', () => {
    const dice = PLAYING.find((s) => s.id === 'dice')!
    expect(dice.text).toContain('magnifying glass')
    expect(dice.text).not.toMatch(/die:|green die showing/)
    expect(PLAYING.find((s) => s.id === 'rolling')!.text).not.toContain('engine:')
  })
})

// Issue 41: a player who opens "How the engine rules it" reads the engine's rulings in plain words; the source paths,
// identifiers and error codes stay in docs/rules.md for maintainers, written in the forms the game leaves out.
describe('the folds, open', () => {
  const folds = PLAYING.filter((s) => s.engine.length > 0).map((s) => [s.id, renderFold(s, ENGINE)] as const)

  it('fold in the rulings of every section of docs/rules.md, R-numbered', () => {
    expect(folds.length).toBeGreaterThan(10)
    const html = folds.map(([, h]) => h).join('')
    for (const s of SECTIONS) expect(html).toContain(`<h4>${s.title}</h4>`)
    const rulings = [...rulesSource.matchAll(/^- \*\*(R\d+\.\d+)\b/gm)].map((m) => m[1])
    expect(rulings.length).toBeGreaterThan(80)
    for (const r of rulings) expect(html).toContain(`<li id="rule-${r!.replace('.', '-')}"><strong>${r}`)
  })

  it.each(folds)('under #%s hold no source path, error code, identifier or code', (_, html) => {
    const words = shownWords(html)
    expect(words.match(/\b(src|tests)\/\S*|\S*\.tsx?\b/g)).toBeNull()
    expect(words.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g)).toBeNull()
    expect(words.match(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g)).toBeNull()
    expect(html.match(/<code>[^<]*<\/code>/g)).toBeNull()
    expect(words).not.toMatch(/`|\bcode:/)
  })

  it.each(folds)('under #%s leave no broken sentence where a reference was dropped', (_, html) => {
    const text = html.replace(/<[^>]*>/g, '')
    expect(text.match(/\S* [,.;:)]\S*/g)).toBeNull()
    expect(text.match(/\(\s*[,.;:]?\s*\)|\(\s*[,.;:]/g)).toBeNull()
    expect(text.match(/\S*[^\S\n]{2,}\S*/g)).toBeNull()
  })
})

describe('forPlayers', () => {
  it('drops a "(code: …)" reference with the space before it, brackets and code spans inside read whole', () => {
    expect(forPlayers("the Mythos card's no-focus rule (code: `noFocus`, `createGame({ ruleset })`); next")).toBe(
      "the Mythos card's no-focus rule; next",
    )
    expect(forPlayers('is refused\n  (code: `A_B` in `src/x.ts`, `f(")")`).\nMore')).toBe('is refused.\nMore')
    expect(forPlayers('Words.\n\n(code: `x`)\n\nNext')).toBe('Words.\n\nNext')
    expect(forPlayers('a (plain words) b')).toBe('a (plain words) b')
  })
  it('drops the lines between the maintainers’ marks, and a table’s column headed “code”', () => {
    expect(forPlayers('A\n\n<!-- maintainers -->\n`I1` `L`\n<!-- /maintainers -->\n\nB')).toBe('A\n\nB')
    const table =
      '| rule | first | code |\n| --- | --- | --- |\n| a `L\\|P` | b | `src/x.ts` |\n\n| x | y |\n|-|-|\n| 1 | 2 |'
    expect(forPlayers(table)).toBe('| rule | first |\n| --- | --- |\n| a `L\\|P` | b |\n\n| x | y |\n|-|-|\n| 1 | 2 |')
  })
})

describe('picture', () => {
  it('makes a named canvas of a die showing one of its faces, or of the example card', () => {
    expect(picture('die:red:W', 'red die showing the wildcard')).toBe(
      '<canvas class="rules-die is-red" data-die="red:W" role="img" aria-label="red die showing the wildcard"></canvas>',
    )
    expect(picture('card:example', 'A card')).toContain('data-card="example"')
  })
  it('gives only the words for a face the die does not have, or anything else', () => {
    expect(picture('die:green:W', 'green wildcard')).toBe('green wildcard')
    expect(picture('die:blue:I1', 'x <b>')).toBe('x &#60;b&#62;')
    expect(picture('https://example.com/a.png', 'a')).toBe('a')
  })
})

describe('parseRulesDoc', () => {
  it('cuts docs/rules.md into its numbered sections, under the page’s own anchors', () => {
    const headings = rulesSource.split('\n').filter((l) => l.startsWith('## '))
    expect(SECTIONS.map((s) => s.title)).toEqual(headings.map((h) => h.slice(3).trim()))
    expect(SECTIONS[0]?.id).toBe('rulebooks')
    expect(SECTIONS.map((s) => s.id)).toContain('first-printing')
  })

  it('reads the rulings a section folds in from its note, and keeps the note out of its words', () => {
    const [a, b] = parseRulesDoc(
      'Preamble ![x](die:green:L)\n<a id="a"></a>\n\n## A\n\nWords ![green die showing lore](die:green:L).\n\n<!-- engine: resolution legality -->\n<a id="b"></a>\n## B\nMore',
    )
    expect(a).toMatchObject({ id: 'a', title: 'A', engine: ['resolution', 'legality'], text: 'a words .' })
    expect(a!.markdown).not.toContain('engine')
    expect(b).toMatchObject({ id: 'b', title: 'B', engine: [], text: 'b more' })
  })

  it('drops raw HTML and keeps links between sections inside the reference', () => {
    const html = renderSection({
      id: 'x',
      title: 'X',
      markdown:
        'See [§16](#randomness) and <script>alert(1)</script><b onclick="x()">bold</b> [site](javascript:alert(1))',
      text: '',
      engine: [],
    })
    expect(html).not.toMatch(/<script|onclick|<b>|javascript:/)
    expect(html).toContain('href="#rules-randomness" data-rules-anchor="randomness"')
    expect(html).toContain('site')
  })

  it('gives each ruling an id to scroll to', () => {
    const resolution = SECTIONS.find((s) => s.id === 'resolution')!
    expect(renderSection(resolution)).toContain('<li id="rule-R6-7"><strong>R6.7')
  })
})

describe('filterSections', () => {
  it('keeps every section for an empty search', () => {
    expect(filterSections(SECTIONS, '   ')).toHaveLength(SECTIONS.length)
  })
  it('keeps the sections holding every word, in the page’s order', () => {
    const found = filterSections(SECTIONS, 'Focus  ONCE')
    expect(found.map((s) => s.id)).toContain('securing')
    for (const s of found) expect(s.text).toMatch(/focus/)
    expect(found.length).toBeLessThan(SECTIONS.length)
  })
  it('finds nothing for a word the rules do not hold', () => {
    expect(filterSections(SECTIONS, 'focus zzyzx')).toEqual([])
    expect(searchWords('a  A b')).toEqual(['a', 'b'])
  })
})
