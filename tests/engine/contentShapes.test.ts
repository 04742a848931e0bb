// The content shapes the engine reads (src/engine/content.ts) and the schema that validates them agree.
import { describe, expect, it } from 'vitest'
import { validateContent } from '../../src/engine/index.ts'
import { STARTER_CONTENT } from '../../src/content/contentSets.ts'
import { TEST_CONTENT } from './support/testContent.ts'

describe('validateContent', () => {
  it('accepts passive abilities, ally expiry and maximum changes', () => {
    expect(TEST_CONTENT.investigators.filter((i) => i.ability.frequency === 'passive').length).toBe(4)
    expect(TEST_CONTENT.allies.some((a) => a.expires === 'afterUse')).toBe(true)
  })

  it('rejects an unknown passive ability and expiry on a non-ally', () => {
    const investigator = { ...STARTER_CONTENT.investigators[0], ability: { frequency: 'passive', passive: 'flying' } }
    expect(() => validateContent({ ...STARTER_CONTENT, investigators: [investigator] })).toThrow(/^content:/)
    const item = { ...STARTER_CONTENT.items[0], expires: 'afterUse' }
    const parsed = validateContent({ ...STARTER_CONTENT, items: [item, ...STARTER_CONTENT.items.slice(1)] })
    expect('expires' in (parsed.items[0] ?? {})).toBe(false)
  })
})
