// Issue 42: the phone's hand page loads no physics. Its route module's static imports (those the browser fetches
// with it; `import type` vanishes, a dynamic `import()` waits until called) must never reach Rapier: not its package,
// not `src/physics/loadRapier.ts`. The bundler happens to drop the edge today; the dev server does not, and neither
// would a build that kept one more export.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

type Edge = { readonly target: string; readonly bare: boolean }

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return null
}

/** The imports of `file` that load code when it loads: static, not type-only. */
function loadedImports(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const edges: Edge[] = []
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const named = clause?.namedBindings
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly))
      if (!onlyTypes) specifier = statement.moduleSpecifier
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier
    if (!specifier || !ts.isStringLiteral(specifier)) continue
    const text = specifier.text
    if (!text.startsWith('.')) edges.push({ target: text, bare: true })
    else {
      const target = resolveLocal(file, text)
      if (target) edges.push({ target, bare: false })
    }
  }
  return edges
}

/** Every module loaded with `entry`, each with the chain of files that reached it. */
function loadedWith(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]])
  const queue = [entry]
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!
    for (const edge of loadedImports(file)) {
      if (reached.has(edge.target)) continue
      reached.set(edge.target, [...reached.get(file)!, edge.target])
      if (!edge.bare) queue.push(edge.target)
    }
  }
  return reached
}

const ROOT = resolve(import.meta.dirname, '../../..')
const show = (chain: readonly string[]) => chain.map((f) => (f.startsWith('/') ? relative(ROOT, f) : f)).join(' → ')

describe("the phone's hand page", () => {
  const graph = loadedWith(resolve(ROOT, 'src/ui/hand/HandRoute.tsx'))

  it('loads no Rapier with its page', () => {
    const physics = [...graph.entries()]
      .filter(([m]) => /^@dimforge\/|^@react-three\/rapier/.test(m) || m.endsWith('/src/physics/loadRapier.ts'))
      .map(([, chain]) => show(chain))
    expect(physics).toEqual([])
  })

  it('still reads the pending roll (the walk follows its imports)', () => {
    expect(graph.has(resolve(ROOT, 'src/physics/pendingRoll.ts'))).toBe(true)
    expect(graph.has('react')).toBe(true)
  })
})
