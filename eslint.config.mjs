// ESLint for the whole repository: `npm run lint` (run by `npm test`).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-marketing', 'mfe-blog', 'mfe-admin'];
const APPS = ['shell', ...REMOTES];

/**
 * What may not import what: each remote ships alone, so it never imports the shell's or another
 * remote's source (they meet at runtime, through the federation); the design system serves every
 * app and imports none; the servers import no browser app.
 */
const BOUNDARIES = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((app) => app !== remote).map((app) => `./${app}`),
    message: 'A remote ships alone: it reaches the shell and the other remotes at runtime, never through their source.',
  })),
  {
    target: './shell',
    from: REMOTES.map((remote) => `./${remote}`),
    message: 'The shell loads remotes at runtime, never from their source.',
  },
  {
    target: './design-system',
    from: [...APPS.map((app) => `./${app}`), './services'],
    message: 'The design system serves every app and imports none.',
  },
  { target: './services', from: [...APPS.map((app) => `./${app}`), './design-system'], message: 'The servers import no browser app.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'services/ferretdb/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/coverage/**',
      // Releases, and the changed copies of a remote the e2e suite releases (both gitignored).
      'releases/**',
      'mfe-*-e2e-*/**',
      // The live shell's types, fetched (npm run remotes -- types; gitignored).
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only JavaScript dependencies: no-cycle would never see a TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json', 'services/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Code run in a page: Playwright's evaluate callbacks and init scripts, jsdom's setup.
    files: ['e2e/**', 'build-kit/jest/setup-dom.js'],
    languageOptions: { globals: { ...globals.browser } },
    // Playwright fixtures take their dependencies destructured; `{}` is how a fixture says "none".
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['design-system/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shell/server/render/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    extends: [jsxA11y.flatConfigs.recommended],
    // The rules of hooks and their dependencies; the React Compiler's rules wait until the apps adopt the compiler.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
