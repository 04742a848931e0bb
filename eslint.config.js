// Lint: TypeScript + React hooks, the layers' one-way dependencies (a rule per layer), and no import cycles.
import js from '@eslint/js'
import importCycles from './scripts/lint/noImportCycles.mjs'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// The layers, lowest first: engine ← content (card data on the engine's types) ← physics, companion, persist, protocol
// ← state ← scene ← ui; the server sits beside the page on protocol, physics and engine. Each layer's rule names what
// it may not import, statically or through `import()`, from .ts and .tsx files alike; tests/lint/boundaries.test.ts
// proves every rule with a fixture that breaks it.
const pattern = (group, message, extra = {}) => ({ group, message, ...extra })
const RENDERING = (layer) => [
  pattern(['three', 'three/*'], `${layer} draws nothing: no three.`),
  pattern(['react', 'react/*', 'react-dom', 'react-dom/*'], `${layer} renders nothing: no React.`),
  pattern(['@react-three/*'], `${layer} draws nothing: no @react-three.`),
]
const JOTAI = (layer) => pattern(['jotai', 'jotai/*'], `${layer} holds no app state: no jotai.`)
const RAPIER = (layer) => pattern(['@dimforge/*'], `${layer} is pure: no Rapier.`)
const layerMessage = (layer, names) =>
  `${layer} may not import ${names.join(', ')}: dependencies point one way (ARCHITECTURE.md).`
const layers = (layer, names) =>
  pattern(
    names.map((n) => `**/${n}/**`),
    layerMessage(layer, names),
  )

/**
 * The same folders refused to a dynamic `import()` (no-restricted-imports sees static imports only): a specifier,
 * plain or the fixed head of a template, with one of the folders as a path segment.
 */
const dynamicLayers = (layer, names) => {
  const folders = `(^|\\x2F)(${names.join('|')})\\x2F` // esquery's regex may not hold a slash
  return {
    'no-restricted-syntax': [
      'error',
      ...[
        `ImportExpression > Literal[value=/${folders}/]`,
        `ImportExpression > TemplateLiteral > TemplateElement[value.raw=/${folders}/]`,
      ].map((selector) => ({ selector, message: `${layerMessage(layer, names)} (dynamic import)` })),
    ],
  }
}

const restrict = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] })
/** A layer's rules: the folders it may not import (statically or dynamically) and any other patterns. */
const boundary = (layer, names, patterns = []) => ({
  ...restrict([...patterns, layers(layer, names)]),
  ...dynamicLayers(layer, names),
})

const PURE = {
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: 'Randomness comes only from the seeded generator in the game state.',
    },
    { object: 'Date', property: 'now', message: 'Pure code is deterministic: no Date.now.' },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'window', message: 'Pure code: no DOM.' },
    { name: 'document', message: 'Pure code: no DOM.' },
  ],
}
const PURE_PACKAGES = (layer) => [...RENDERING(layer), JOTAI(layer), RAPIER(layer)]

/** The bottom layer: it holds no cards (src/content registers them), so it builds and tests without them. */
export const engineBoundary = {
  ...boundary(
    'src/engine',
    ['content', 'physics', 'scene', 'ui', 'state', 'persist', 'companion', 'protocol', 'server'],
    PURE_PACKAGES('src/engine'),
  ),
  ...PURE,
}

const CONTENT_LAYERS = ['physics', 'scene', 'ui', 'state', 'persist', 'companion', 'protocol', 'server']

/** Content is data: it names the engine's types (`import type`), never its code. */
export const contentBoundary = {
  ...boundary('src/content', CONTENT_LAYERS, [
    ...PURE_PACKAGES('src/content'),
    pattern(['**/engine/**'], 'src/content is data: it may import the engine’s types only (`import type`).', {
      allowTypeImports: true,
    }),
  ]),
  ...PURE,
}

/** The two modules that validate the bundled sets with the engine's schema and register them with the engine. */
const CONTENT_LOADERS = ['src/content/contentSets.ts', 'src/content/validateOriginal.ts']
export const contentLoaderBoundary = {
  ...boundary('src/content', CONTENT_LAYERS, PURE_PACKAGES('src/content')),
  ...PURE,
}

/** The companion tray's sibling games: pure like the engine, on the engine's small helpers (`Result`) alone. */
export const companionBoundary = {
  ...boundary(
    'src/companion',
    ['content', 'physics', 'scene', 'ui', 'state', 'persist', 'protocol', 'server'],
    PURE_PACKAGES('src/companion'),
  ),
  ...PURE,
}

export const physicsBoundary = boundary(
  'src/physics',
  ['scene', 'ui', 'state', 'persist', 'companion', 'protocol', 'server'],
  [
    pattern(['react', 'react/*', 'react-dom', 'react-dom/*'], 'src/physics knows dice, not pages: no React.'),
    pattern(['jotai', 'jotai/*'], 'src/physics knows dice, not app state: no jotai.'),
  ],
)

export const persistBoundary = boundary(
  'src/persist',
  ['physics', 'scene', 'ui', 'state', 'companion', 'server'],
  [...RENDERING('src/persist'), JOTAI('src/persist')],
)

/** The store, the derived atoms, the odds driver and what the table shows: no drawing, no pages. */
export const stateBoundary = boundary(
  'src/state',
  ['scene', 'ui', 'server'],
  [
    pattern(['three', 'three/*'], 'src/state draws nothing: no three.'),
    pattern(['react-dom', 'react-dom/*'], 'src/state renders nothing: no react-dom.'),
    pattern(['@react-three/*'], 'src/state draws nothing: no @react-three.'),
  ],
)

export const sceneBoundary = boundary('src/scene', ['ui', 'server'])

/** The page, the top layer: everything of the browser, nothing of the Node server (rooms reach it over the wire). */
export const uiBoundary = boundary('src/ui', ['server'])

/** The wire contract of rooms, shared by the server and the browser's client: pure, on the engine alone. */
export const protocolBoundary = {
  ...boundary(
    'src/protocol',
    ['physics', 'scene', 'ui', 'state', 'persist', 'companion', 'server'],
    PURE_PACKAGES('src/protocol'),
  ),
  ...PURE,
}

/**
 * The game server (rooms): the engine and the content, and the headless physics that rolls a phone's throw (never
 * Rapier itself); nothing of the page, the table or the store.
 */
export const serverBoundary = boundary(
  'src/server',
  ['scene', 'ui', 'state'],
  [...RENDERING('src/server'), JOTAI('src/server'), RAPIER('src/server')],
)

/**
 * No module of src/ may import itself back through other modules, type imports included (they vanish at run time,
 * but a circle of types still ties the files together). A cycle makes the modules in it unreadable and untestable
 * apart and depends on hoisting to work. A dynamic `import()` is not counted (scripts/lint/noImportCycles.mjs).
 */
const noImportCycles = {
  plugins: { midnight: importCycles },
  rules: { 'midnight/no-import-cycles': 'error' },
}

const FIXED_SLEEP =
  'A fixed sleep: wait on state (expect.poll, waitForFunction, a probe) or the page’s frames (pageClock.ts).'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'public/**',
      'bench/results/**',
      '.data/**',
      'tests/fixtures/lint/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/scene/**/*.ts', 'src/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['src/**/*.{ts,tsx}'], ...noImportCycles },
  // CONTRIBUTING's limit: a file of src/ that grows past 300 lines is split by responsibility.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'max-lines': ['error', { max: 300 }] } },
  { files: ['src/engine/**/*.{ts,tsx}'], rules: engineBoundary },
  { files: ['src/content/**/*.{ts,tsx}'], ignores: CONTENT_LOADERS, rules: contentBoundary },
  { files: CONTENT_LOADERS, rules: contentLoaderBoundary },
  { files: ['src/companion/**/*.{ts,tsx}'], rules: companionBoundary },
  { files: ['src/physics/**/*.{ts,tsx}'], rules: physicsBoundary },
  { files: ['src/persist/**/*.{ts,tsx}'], rules: persistBoundary },
  { files: ['src/state/**/*.{ts,tsx}'], rules: stateBoundary },
  { files: ['src/scene/**/*.{ts,tsx}'], rules: sceneBoundary },
  { files: ['src/ui/**/*.{ts,tsx}'], rules: uiBoundary },
  { files: ['src/protocol/**/*.{ts,tsx}'], rules: protocolBoundary },
  { files: ['src/server/**/*.{ts,tsx}'], rules: serverBoundary },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // Browser specs, the screenshot scripts and their helpers wait on state (expect.poll, waitForFunction, the page's
  // probes) or on the page's own frames (tests/e2e/pageClock.ts), never on the test's clock. Proven by
  // tests/lint/fixedSleeps.test.ts.
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: FIXED_SLEEP }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: FIXED_SLEEP,
        },
      ],
    },
  },
)
