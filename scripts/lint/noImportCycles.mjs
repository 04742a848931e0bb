// A lint rule: no module may import itself back through other modules, type imports included: `import type`
// vanishes when compiled, but a circle of types still ties the files together, so none can be read, moved or tested
// apart (shared types belong in a leaf file). A dynamic `import()` runs after every module has loaded and is not
// counted. Plain JavaScript with the TypeScript parser the project already has (no
// native resolver to install); the import graph is read once per file version and shared by every file linted.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'

/** file → { mtime, imports: [{ target, line, column }] } */
const graphCache = new Map()

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx|mjs|js)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** The static imports and re-exports of one file (types too), with where each stands in it. */
export function runtimeImports(file) {
  const mtime = statSync(file).mtimeMs
  const cached = graphCache.get(file)
  if (cached && cached.mtime === mtime) return cached.imports
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const imports = []
  for (const statement of source.statements) {
    let specifier = null
    if (ts.isImportDeclaration(statement)) specifier = statement.moduleSpecifier
    else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) specifier = statement.moduleSpecifier
    if (!specifier || !ts.isStringLiteral(specifier)) continue
    const target = resolveImport(file, specifier.text)
    if (!target) continue
    const { line, character } = source.getLineAndCharacterOfPosition(statement.getStart(source))
    imports.push({ target, line: line + 1, column: character })
  }
  graphCache.set(file, { mtime, imports })
  return imports
}

/** A shortest path of imports from `file` back to itself (the files in order), or null. */
export function findCycle(file) {
  const start = resolve(file)
  const previous = new Map()
  const queue = []
  for (const edge of runtimeImports(start)) {
    if (edge.target === start) return { path: [start], edge }
    if (!previous.has(edge.target)) {
      previous.set(edge.target, { from: null, edge })
      queue.push(edge.target)
    }
  }
  for (let i = 0; i < queue.length; i++) {
    const current = queue[i]
    for (const next of runtimeImports(current)) {
      if (next.target === start) {
        const path = [current]
        let step = previous.get(current)
        while (step.from !== null) {
          path.unshift(step.from)
          step = previous.get(step.from)
        }
        return { path: [start, ...path], edge: step.edge }
      }
      if (!previous.has(next.target)) {
        previous.set(next.target, { from: current, edge: next })
        queue.push(next.target)
      }
    }
  }
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid import cycles between modules, type imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}. Move the shared part into a lower module or pass it in.' },
  },
  create(context) {
    return {
      Program() {
        const file = context.filename
        if (!existsSync(file)) return
        const cycle = findCycle(file)
        if (!cycle) return
        const cwd = context.cwd
        const path = [...cycle.path, cycle.path[0]].map((f) => relative(cwd, f)).join(' → ')
        context.report({
          loc: { line: cycle.edge.line, column: cycle.edge.column },
          messageId: 'cycle',
          data: { path },
        })
      },
    }
  },
}

export default { rules: { 'no-import-cycles': noImportCycles } }
