// The core's modules once imported each other in a loop; lint now rejects any import cycle in src/, type imports
// included (`midnight/no-import-cycles`, scripts/lint/noImportCycles.mjs, configured in eslint.config.js). That src/
// has none is `npm test`'s lint step: the rule is an error there for every file of src/ (tested below), so these
// tests do not lint src/ a second time.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ESM lint rule shared with eslint.config.js
import importCycles from '../../scripts/lint/noImportCycles.mjs'

type ResolvedConfig = { rules: Record<string, unknown> }
const RULE = 'midnight/no-import-cycles'

const project = new ESLint({ cwd: process.cwd() })

/** Lints with the cycle rule alone (the fixtures sit in lint's ignore list, like the boundary fixtures). */
const cyclesOnly = new ESLint({
  cwd: process.cwd(),
  ignore: false,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { midnight: importCycles as ESLint.Plugin },
      languageOptions: { parser: (await import('typescript-eslint')).parser },
      rules: { [RULE]: 'error' },
    },
  ],
})

async function cycleMessages(patterns: string[]): Promise<string[]> {
  const results = await cyclesOnly.lintFiles(patterns)
  return results.flatMap((r) =>
    r.messages
      .filter((m) => m.fatal === true || m.ruleId === RULE)
      .map((m) => `${r.filePath}: ${m.ruleId ?? 'parse'}: ${m.message}`),
  )
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(e.name) ? [path] : []
  })
}

describe('lint import cycles', () => {
  it('rejects every file of a three-file import cycle, naming the cycle', async () => {
    const messages = await cycleMessages(['tests/fixtures/lint/cycle/*.ts'])
    expect(messages).toHaveLength(3)
    expect(messages[0]).toContain(
      'Import cycle: tests/fixtures/lint/cycle/first.ts → tests/fixtures/lint/cycle/second.ts → tests/fixtures/lint/cycle/third.ts → tests/fixtures/lint/cycle/first.ts',
    )
  })

  it('rejects files that import only each other’s types', async () => {
    const messages = await cycleMessages(['tests/fixtures/lint/typeCycle/*.ts'])
    expect(messages).toHaveLength(2)
    expect(messages[0]).toContain(
      'Import cycle: tests/fixtures/lint/typeCycle/left.ts → tests/fixtures/lint/typeCycle/right.ts',
    )
  })

  it('applies the rule as an error to every source file in src/', async () => {
    const files = sourceFiles('src')
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) {
      const config = (await project.calculateConfigForFile(file)) as ResolvedConfig
      expect(config.rules[RULE], file).toEqual([2])
    }
  })
})
