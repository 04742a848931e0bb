import { describe, expect, it } from 'vitest'
import rulesSource from '../../../docs/rules.md?raw'
import { filterSections, parseRulesDoc, renderSection, searchWords } from '../../../src/ui/rules/rulesDoc.ts'

const SECTIONS = parseRulesDoc(rulesSource)

describe('parseRulesDoc', () => {
  it('cuts docs/rules.md into its numbered sections, under the page’s own anchors', () => {
    const headings = rulesSource.split('\n').filter((l) => l.startsWith('## '))
    expect(SECTIONS.map((s) => s.title)).toEqual(headings.map((h) => h.slice(3).trim()))
    expect(SECTIONS[0]?.id).toBe('rulebooks')
    expect(SECTIONS.map((s) => s.id)).toContain('first-printing')
  })

  it('drops raw HTML and keeps links between sections inside the reference', () => {
    const html = renderSection({
      id: 'x',
      title: 'X',
      markdown:
        'See [§16](#randomness) and <script>alert(1)</script><b onclick="x()">bold</b> [site](javascript:alert(1))',
      text: '',
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
