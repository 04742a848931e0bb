// Lint: TypeScript + React hooks, the layers' one-way dependencies (a rule per layer), and no import cycles.
import js from '@eslint/js'
import importCycles from './scripts/lint/noImportCycles.mjs'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// The layers, lowest first: engine ← content (data) ← state ← scene, ui; physics, companion, persist and protocol are
// leaves beside them. Each layer's rule names what it may not import; tests/lint/boundaries.test.ts proves every rule with a
// fixture that breaks it.
const pattern = (group, message, extra = {}) => ({ group, message, ...extra })
const RENDERING = (layer) => [
  pattern(['three', 'three/*'], `${layer} draws nothing: no three.`),
  pattern(['react', 'react/*', 'react-dom', 'react-dom/*'], `${layer} renders nothing: no React.`),
  pattern(['@react-three/*'], `${layer} draws nothing: no @react-three.`),
]
const JOTAI = (layer) => pattern(['jotai', 'jotai/*'], `${layer} holds no app state: no jotai.`)
const RAPIER = (layer) => pattern(['@dimforge/*'], `${layer} is pure: no Rapier.`)
const layers = (layer, names) =>
  pattern(
    names.map((n) => `**/${n}/**`),
    `${layer} may not import ${names.join(', ')}: dependencies point one way (ARCHITECTURE.md).`,
  )

const restrict = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] })

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

export const engineBoundary = {
  ...restrict([
    ...RENDERING('src/engine'),
    JOTAI('src/engine'),
    RAPIER('src/engine'),
    layers('src/engine', ['physics', 'scene', 'ui', 'state', 'persist', 'companion']),
  ]),
  ...PURE,
}

/** Content is data: it names the engine's types (`import type`), never its code, so the engine may read it. */
export const contentBoundary = {
  ...restrict([
    ...RENDERING('src/content'),
    JOTAI('src/content'),
    RAPIER('src/content'),
    pattern(['**/engine/**'], 'src/content is data: it may import the engine’s types only (`import type`).', {
      allowTypeImports: true,
    }),
    layers('src/content', ['physics', 'scene', 'ui', 'state', 'persist', 'companion']),
  ]),
  ...PURE,
}

/** The companion tray's sibling games: pure like the engine, on the engine's small helpers (`Result`) alone. */
export const companionBoundary = {
  ...restrict([
    ...RENDERING('src/companion'),
    JOTAI('src/companion'),
    RAPIER('src/companion'),
    layers('src/companion', ['content', 'physics', 'scene', 'ui', 'state', 'persist']),
  ]),
  ...PURE,
}

export const physicsBoundary = restrict([
  pattern(['react', 'react/*', 'react-dom', 'react-dom/*'], 'src/physics knows dice, not pages: no React.'),
  pattern(['jotai', 'jotai/*'], 'src/physics knows dice, not app state: no jotai.'),
  layers('src/physics', ['scene', 'ui', 'state', 'persist', 'companion']),
])

export const persistBoundary = restrict([
  ...RENDERING('src/persist'),
  JOTAI('src/persist'),
  layers('src/persist', ['physics', 'scene', 'ui', 'state', 'companion']),
])

/** The store, the derived atoms, the odds driver and what the table shows: no drawing, no pages. */
export const stateBoundary = restrict([
  pattern(['three', 'three/*'], 'src/state draws nothing: no three.'),
  pattern(['react-dom', 'react-dom/*'], 'src/state renders nothing: no react-dom.'),
  pattern(['@react-three/*'], 'src/state draws nothing: no @react-three.'),
  layers('src/state', ['scene', 'ui', 'server']),
])

export const sceneBoundary = restrict([layers('src/scene', ['ui'])])

/** The wire contract of rooms, shared by the server and the browser's client: pure, on the engine alone. */
export const protocolBoundary = {
  ...restrict([
    ...RENDERING('src/protocol'),
    JOTAI('src/protocol'),
    RAPIER('src/protocol'),
    layers('src/protocol', ['physics', 'scene', 'ui', 'state', 'persist', 'companion', 'server']),
  ]),
  ...PURE,
}

/**
 * The game server (rooms): the engine and the content, and the headless physics that rolls a phone's throw (never
 * Rapier itself); nothing of the page, the table or the store.
 */
export const serverBoundary = restrict([
  ...RENDERING('src/server'),
  JOTAI('src/server'),
  RAPIER('src/server'),
  layers('src/server', ['scene', 'ui', 'state']),
])

/**
 * No module of src/ may import itself back through other modules (type-only imports excepted: they vanish at
 * runtime). A cycle makes the modules in it unreadable and untestable apart and depends on hoisting to work.
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
  { files: ['src/engine/**/*.ts'], rules: engineBoundary },
  { files: ['src/content/**/*.ts'], rules: contentBoundary },
  { files: ['src/companion/**/*.ts'], rules: companionBoundary },
  { files: ['src/physics/**/*.{ts,tsx}'], rules: physicsBoundary },
  { files: ['src/persist/**/*.ts'], rules: persistBoundary },
  { files: ['src/state/**/*.{ts,tsx}'], rules: stateBoundary },
  { files: ['src/scene/**/*.{ts,tsx}'], rules: sceneBoundary },
  { files: ['src/protocol/**/*.ts'], rules: protocolBoundary },
  { files: ['src/server/**/*.ts'], rules: serverBoundary },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // Browser specs and their helpers wait on state (expect.poll, waitForFunction, the page's probes) or on the page's
  // own frames (tests/e2e/pageClock.ts), never on the test's clock; the screenshot scripts (*.shots.spec.ts, run only
  // on demand) are exempt. Proven by tests/lint/fixedSleeps.test.ts.
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/**/*.shots.spec.ts'],
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
