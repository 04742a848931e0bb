// The Continue list's "last played …" words, for each span (the browser test accepts whichever its pace gives).
import { describe, expect, it } from 'vitest'
import { lastPlayed } from '../../../src/ui/persist/ContinuePanel.tsx'

const now = Date.UTC(2026, 10, 28, 12, 0)
const ago = (ms: number) => lastPlayed(now - ms, now)

describe('lastPlayed', () => {
  it('says just now, then minutes, then hours, then the date', () => {
    expect(ago(10_000)).toBe('just now')
    expect(ago(60_000)).toBe('1 minute ago')
    expect(ago(5 * 60_000)).toBe('5 minutes ago')
    expect(ago(60 * 60_000)).toBe('1 hour ago')
    expect(ago(5 * 3_600_000)).toBe('5 hours ago')
    expect(ago(3 * 86_400_000)).toBe('Nov 25, 2026')
  })
})
