// The core's modules once imported each other in a loop; lint now rejects any import cycle in src/
// (`import-x/no-cycle`, configured as `noImportCycles` in eslint.config.js).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

type ResolvedConfig = {
  plugins: Record<string, ESLint.Plugin>
  settings: Record<string, unknown>
  rules: Record<string, unknown[]>
  languageOptions: { parser: unknown }
}

const project = new ESLint({ cwd: process.cwd() })
const inSrc = (await project.calculateConfigForFile('src/engine/state.ts')) as ResolvedConfig

/** Lints with the cycle rule alone, with the plugin, settings and options the project config gives src/. */
const cyclesOnly = new ESLint({
  cwd: process.cwd(),
  ignore: false,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'import-x': inSrc.plugins['import-x'] as ESLint.Plugin },
      languageOptions: { parser: inSrc.languageOptions.parser as never },
      settings: inSrc.settings,
      rules: { 'import-x/no-cycle': inSrc.rules['import-x/no-cycle'] as never },
    },
  ],
})

/** Cycle reports and parse errors (a disable comment naming a rule not loaded here is not our concern). */
async function cycleMessages(patterns: string[]): Promise<string[]> {
  const results = await cyclesOnly.lintFiles(patterns)
  return results.flatMap((r) =>
    r.messages
      .filter((m) => m.fatal === true || m.ruleId === 'import-x/no-cycle')
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
  it('rejects every file of a three-file import cycle', async () => {
    const messages = await cycleMessages(['tests/fixtures/lint/cycle/*.ts'])
    expect(messages).toHaveLength(3)
    expect(messages.every((m) => m.includes('import-x/no-cycle'))).toBe(true)
  })

  it('accepts files that import only each other’s types', async () => {
    expect(await cycleMessages(['tests/fixtures/lint/typeCycle/*.ts'])).toEqual([])
  })

  it('applies the rule as an error to every source file in src/', async () => {
    const files = sourceFiles('src')
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) {
      const config = (await project.calculateConfigForFile(file)) as ResolvedConfig
      expect(config.rules['import-x/no-cycle']?.[0], file).toBe(2)
    }
  })

  // Parses every file of src/: slow on a loaded machine, hence the generous limit.
  it('finds no import cycle in src/', { timeout: 180_000 }, async () => {
    expect(await cycleMessages(['src/**/*.{ts,tsx}'])).toEqual([])
  })
})
