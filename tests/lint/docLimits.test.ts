// Docs a newcomer scans in minutes (issue 30): ARCHITECTURE.md within 900 words, and next to the code a README of
// each top-level folder of src/ within 300. Words are counted as `wc -w` counts them: runs of non-space.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const words = (file: string) => readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).length

describe('the docs stay short', () => {
  it('ARCHITECTURE.md is at most 900 words', () => {
    expect(words('ARCHITECTURE.md')).toBeLessThanOrEqual(900)
  })

  const folders = readdirSync('src', { withFileTypes: true }).filter((d) => d.isDirectory())
  it.each(folders.map((d) => d.name))('src/%s has a README of at most 300 words', (folder) => {
    const readme = join('src', folder, 'README.md')
    expect(existsSync(readme), `${readme} exists`).toBe(true)
    expect(words(readme)).toBeLessThanOrEqual(300)
  })
})
