// Browser specs wait on state or the page's frames, never on the test's clock (eslint.config.js, its last block):
// a fixture that sleeps both ways fails lint as a spec, a screenshot script or a helper of tests/e2e, and passes
// outside tests/e2e.
import { readFileSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd(), ignore: false })
const code = readFileSync('tests/fixtures/lint/fixedSleep.spec.ts', 'utf8')

async function lintAs(asPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: asPath })
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`)
}

describe('fixed sleeps in browser specs', () => {
  it.each(['tests/e2e/sleepy.spec.ts', 'tests/e2e/sleepy.shots.spec.ts', 'tests/e2e/sleepyHelper.ts'])(
    'are refused in %s, both ways',
    async (path) => {
      const messages = await lintAs(path)
      expect(messages).toHaveLength(2)
      expect(messages[0]).toMatch(/^no-restricted-properties: '.*waitForTimeout' is restricted .*A fixed sleep/)
      expect(messages[1]).toMatch(/^no-restricted-syntax: A fixed sleep/)
    },
  )

  it('are let be outside tests/e2e', async () => {
    expect(await lintAs('tests/server/sleepy.test.ts')).toEqual([])
  })
})
