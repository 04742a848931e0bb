// Each layer's import rule (eslint.config.js), proven by a fixture that breaks it: linted as if it lived in the
// layer, the rule fires and names the layer; linted as a file of src/ui (which may import every layer but the
// server), it is quiet.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd(), ignore: false })
const RULE = '@typescript-eslint/no-restricted-imports'

async function lintAs(fixture: string, asPath: string): Promise<string[]> {
  const code = readFileSync(`tests/fixtures/lint/${fixture}`, 'utf8')
  const [result] = await eslint.lintText(code, { filePath: asPath })
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`)
}

const restricted = (messages: string[]) => messages.filter((m) => m.startsWith(RULE))
/** What the layer rules say of a dynamic `import()` (no-restricted-imports sees static imports only). */
const dynamic = (messages: string[]) => messages.filter((m) => m.startsWith('no-restricted-syntax'))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(e.name) ? [path] : []
  })
}

describe('lint boundaries', () => {
  it('gives every .ts and .tsx file of every layer its layer’s rules, static and dynamic', async () => {
    const files = readdirSync('src', { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => sourceFiles(join('src', e.name)))
    expect(files.some((f) => f.endsWith('.tsx'))).toBe(true)
    for (const file of files) {
      const rules = ((await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown[]> }).rules
      expect(rules[RULE]?.[0], file).toBe(2)
      expect(rules['no-restricted-syntax']?.[0], file).toBe(2)
    }
  })

  it('rejects three, jotai, react and rapier imports, Math.random and Date.now in src/engine', async () => {
    const messages = await lintAs('forbiddenEngineImport.ts', 'src/engine/forbidden.ts')
    expect(restricted(messages)).toHaveLength(4)
    expect(messages.some((m) => m.includes('Math.random'))).toBe(true)
    expect(messages.some((m) => m.includes('Date.now'))).toBe(true)
  })

  it('rejects the engine’s code in src/content but lets it name the engine’s types', async () => {
    const messages = restricted(await lintAs('forbiddenContentImport.ts', 'src/content/forbidden.ts'))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('notation/parseCard.ts')
    expect(messages[0]).toContain('src/content is data')
  })

  it('rejects app state in src/companion', async () => {
    const messages = restricted(await lintAs('forbiddenCompanionImport.ts', 'src/companion/forbidden.ts'))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('src/companion may not import')
  })

  it('rejects jotai in src/physics', async () => {
    const messages = restricted(await lintAs('forbiddenPhysicsImport.ts', 'src/physics/forbidden.ts'))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('src/physics knows dice, not app state')
  })

  it('rejects jotai and the store in src/persist', async () => {
    const messages = restricted(await lintAs('forbiddenPersistImport.ts', 'src/persist/forbidden.ts'))
    expect(messages).toHaveLength(2)
    expect(messages.some((m) => m.includes('src/persist may not import'))).toBe(true)
  })

  it('rejects three, the scene and the page in src/state', async () => {
    const messages = restricted(await lintAs('forbiddenStateImport.ts', 'src/state/forbidden.ts'))
    expect(messages).toHaveLength(3)
    expect(messages.filter((m) => m.includes('src/state may not import scene, ui'))).toHaveLength(2)
  })

  it('rejects the server in src/state: the room client reads src/protocol', async () => {
    const messages = restricted(await lintAs('forbiddenStateServerImport.ts', 'src/state/room/forbidden.ts'))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('src/state may not import scene, ui, server')
  })

  it('rejects jotai, the server, the store and Math.random in src/protocol but lets it import the engine', async () => {
    const messages = await lintAs('forbiddenProtocolImport.ts', 'src/protocol/forbidden.ts')
    expect(restricted(messages)).toHaveLength(3)
    expect(restricted(messages).filter((m) => m.includes('src/protocol may not import'))).toHaveLength(2)
    expect(messages.some((m) => m.includes('engine'))).toBe(false)
    expect(messages.some((m) => m.includes('Math.random'))).toBe(true)
  })

  it('rejects the page’s modules in src/scene', async () => {
    const messages = restricted(await lintAs('forbiddenSceneImport.ts', 'src/scene/game/forbidden.ts'))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('src/scene may not import ui')
  })

  it('rejects three, jotai, the store and Rapier in src/server but lets it import the engine and the physics', async () => {
    const messages = restricted(await lintAs('forbiddenServerImport.ts', 'src/server/forbidden.ts'))
    expect(messages).toHaveLength(4)
    expect(messages.filter((m) => m.includes('src/server may not import scene, ui, state'))).toHaveLength(1)
    expect(messages.some((m) => m.includes('engine') || m.includes('tableRoll'))).toBe(false)
  })

  it('rejects the content in src/engine: the engine holds no cards and builds without them', async () => {
    const messages = restricted(await lintAs('forbiddenEngineContentImport.ts', 'src/engine/forbidden.ts'))
    expect(messages).toHaveLength(2)
    expect(messages.every((m) => m.includes('src/engine may not import content'))).toBe(true)
  })

  it('rejects a dynamic import() of the page in src/scene, plain or through a template', async () => {
    const messages = await lintAs('forbiddenDynamicImport.ts', 'src/scene/game/forbidden.ts')
    expect(restricted(messages)).toEqual([])
    expect(dynamic(messages)).toHaveLength(2)
    expect(dynamic(messages).every((m) => m.includes('src/scene may not import ui, server'))).toBe(true)
  })

  it.each([
    ['src/ui/room/forbidden.ts', 'src/ui may not import server'],
    ['src/scene/game/forbidden.ts', 'src/scene may not import ui, server'],
    ['src/persist/forbidden.ts', 'src/persist may not import physics, scene, ui, state, companion, server'],
  ])('rejects the server, statically and dynamically, in %s', async (asPath, rule) => {
    const messages = await lintAs('forbiddenServerFromPage.ts', asPath)
    expect(restricted(messages)).toHaveLength(1)
    expect(dynamic(messages)).toHaveLength(1)
    expect([...restricted(messages), ...dynamic(messages)].every((m) => m.includes(rule))).toBe(true)
  })

  it('holds the engine’s rules in a .tsx file of src/engine', async () => {
    const messages = restricted(await lintAs('forbiddenEngineComponent.tsx', 'src/engine/forbidden.tsx'))
    expect(messages).toHaveLength(2)
    expect(messages.some((m) => m.includes('src/engine renders nothing: no React'))).toBe(true)
    expect(messages.some((m) => m.includes('src/engine holds no app state: no jotai'))).toBe(true)
  })

  it.each([
    'forbiddenEngineImport.ts',
    'forbiddenContentImport.ts',
    'forbiddenCompanionImport.ts',
    'forbiddenPhysicsImport.ts',
    'forbiddenPersistImport.ts',
    'forbiddenStateImport.ts',
    'forbiddenSceneImport.ts',
    'forbiddenServerImport.ts',
    'forbiddenEngineContentImport.ts',
    'forbiddenDynamicImport.ts',
  ])('accepts %s in src/ui, the top layer', async (fixture) => {
    const messages = await lintAs(fixture, 'src/ui/allowed/allowed.ts')
    expect(messages.filter((m) => m.includes('restricted') || m.includes('may not import'))).toEqual([])
  })

  it.each(['forbiddenProtocolImport.ts', 'forbiddenStateServerImport.ts'])(
    'accepts %s in src/ui but for its import of the server',
    async (fixture) => {
      const messages = await lintAs(fixture, 'src/ui/allowed/allowed.ts')
      const refused = messages.filter((m) => m.includes('restricted') || m.includes('may not import'))
      expect(refused).toHaveLength(1)
      expect(refused[0]).toContain('src/ui may not import server')
    },
  )
})
