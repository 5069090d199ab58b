import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const folders = (root) => readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const modules = folders('src/modules');
// The UI showcase's sections are built like modules and kept apart the same way.
const sections = folders('src/showcase');

// ARCHITECTURE.md: imports run one way, down; a module never reaches into another module.
const zones = [
  ...modules.map((name) => ({
    target: `./src/modules/${name}`,
    from: './src/modules',
    except: [`./${name}`],
    message: 'A module may not import another module; move what they share to platform/ or web/.',
  })),
  ...sections.map((name) => ({
    target: `./src/showcase/${name}`,
    from: ['./src/showcase', './src/modules'],
    except: [`./${name}`],
    message: 'A showcase section stands on web/ and platform/ only: no module, no other section.',
  })),
  { target: './src/modules', from: './src/showcase', message: 'A module may not import the showcase.' },
  { target: './src/platform', from: ['./src/web', './src/modules', './src/app', './src/server', './src/demo-backend'], message: 'platform/ stands on libraries only.' },
  { target: './src/web', from: ['./src/modules', './src/showcase', './src/app', './src/server', './src/demo-backend'], message: 'web/ knows no module; the app passes what it needs.' },
];
const compositionZone = { target: ['./src/modules', './src/showcase'], from: ['./src/app', './src/server', './src/demo-backend'], message: 'Modules do not import the composition roots.' };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'test-reports', 'playwright-report', 'shots', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...zones, compositionZone], basePath: import.meta.dirname }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests may start the real server (createTestApp) to exercise a module through HTTP.
    files: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }] },
  },
  {
    // Services run in the browser demo too: no React, no Fastify, no Node built-ins. By folder, so a new
    // file is covered as it is added: all of a module but its pages (ui/, web.ts) and tests, and all of
    // platform/ but the database drivers (which the server alone loads).
    files: ['src/modules/*/**/*.{ts,tsx}', 'src/showcase/*/**/*.{ts,tsx}', 'src/platform/**/*.{ts,tsx}'],
    ignores: ['src/modules/*/ui/**', 'src/modules/*/web.ts', 'src/showcase/*/ui/**', 'src/showcase/*/web.ts', '**/*.test.{ts,tsx}', '**/test-helpers.ts', 'src/platform/db/engines/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', 'fastify', '@fastify/*', 'node:*'], message: 'Services are isomorphic.' }] }],
    },
  },
  {
    // Pages load routes.ts (method, path, value lists), never a contract's zod schemas: types only.
    files: ['src/modules/*/ui/**/*.{ts,tsx}', 'src/showcase/*/ui/**/*.{ts,tsx}', 'src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)([a-z]+-)?contract$',
              allowTypeImports: true,
              message: 'A contract brings zod into the page: import types only (`import type`), and values from routes.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // End-to-end tests wait for what a person would see, never for a fixed time or a quiet network:
    // both make a test slow where it passes and flaky where the machine is busy.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'No fixed sleeps: wait for the state the test needs (expect, expect.poll, animationsDone).' },
        { selector: "Literal[value='networkidle']", message: "No 'networkidle' waits: wait for what the page shows (pageShown, a visible element)." },
      ],
    },
  },
);
