import { readFileSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The fixtures are linted as if they lived inside src/engine and src/physics.
const eslint = new ESLint({ cwd: process.cwd(), ignore: false })

async function lintAs(fixture: string, asPath: string): Promise<string[]> {
  const code = readFileSync(`tests/fixtures/lint/${fixture}`, 'utf8')
  const [result] = await eslint.lintText(code, { filePath: asPath })
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`)
}

describe('lint boundaries', () => {
  it('rejects three, jotai, react and rapier imports, Math.random and Date.now in src/engine', async () => {
    const messages = await lintAs('forbiddenEngineImport.ts', 'src/engine/forbidden.ts')
    expect(messages.filter((m) => m.startsWith('no-restricted-imports'))).toHaveLength(4)
    expect(messages.some((m) => m.includes('Math.random'))).toBe(true)
    expect(messages.some((m) => m.includes('Date.now'))).toBe(true)
  })

  it('accepts the same file outside src/engine', async () => {
    const messages = await lintAs('forbiddenEngineImport.ts', 'src/scene/allowed.ts')
    expect(messages.filter((m) => m.startsWith('no-restricted'))).toEqual([])
  })

  it('rejects jotai in src/physics', async () => {
    const messages = await lintAs('forbiddenPhysicsImport.ts', 'src/physics/forbidden.ts')
    expect(messages.filter((m) => m.startsWith('no-restricted-imports'))).toHaveLength(1)
  })
})
