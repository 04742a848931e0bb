// Lint: TypeScript + React hooks, the one-way dependency rule engine ← physics ← scene/ui, and no import cycles.
import js from '@eslint/js'
import importCycles from './scripts/lint/noImportCycles.mjs'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const engineForbiddenImports = [
  { group: ['three', 'three/*'], message: 'src/engine is pure: no three.' },
  { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'src/engine is pure: no React.' },
  { group: ['jotai', 'jotai/*'], message: 'src/engine is pure: no jotai.' },
  { group: ['@react-three/*'], message: 'src/engine is pure: no @react-three.' },
  { group: ['@dimforge/*'], message: 'src/engine is pure: no Rapier.' },
  {
    group: ['**/physics/**', '**/scene/**', '**/ui/**'],
    message: 'src/engine may not depend on physics, scene or ui.',
  },
]

export const engineBoundary = {
  'no-restricted-imports': ['error', { patterns: engineForbiddenImports }],
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: 'src/engine draws randomness only from the seeded generator in the game state.',
    },
    { object: 'Date', property: 'now', message: 'src/engine is deterministic: no Date.now.' },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'window', message: 'src/engine is pure: no DOM.' },
    { name: 'document', message: 'src/engine is pure: no DOM.' },
  ],
}

export const physicsBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['jotai', 'jotai/*'], message: 'src/physics knows dice, not app state: no jotai.' },
        { group: ['**/scene/**', '**/ui/**'], message: 'src/physics may not depend on scene or ui.' },
      ],
    },
  ],
}

/**
 * No module of src/ may import itself back through other modules (type-only imports excepted: they vanish at
 * runtime). A cycle makes the modules in it unreadable and untestable apart and depends on hoisting to work.
 */
const noImportCycles = {
  plugins: { midnight: importCycles },
  rules: { 'midnight/no-import-cycles': 'error' },
}

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
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  { files: ['src/**/*.{ts,tsx}'], ...noImportCycles },
  { files: ['src/engine/**/*.ts'], rules: engineBoundary },
  { files: ['src/physics/**/*.{ts,tsx}'], rules: physicsBoundary },
  // The companion tray's rules and odds are pure like the engine: no rendering, physics, app state or DOM.
  { files: ['src/companion/**/*.ts'], rules: engineBoundary },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
)
