// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import bans that make the dependency direction (assembly ← shared ← web/server) a lint error. */
const layerRules = {
  shared: [
    {
      group: ['**/web/**', '**/server/**'],
      message:
        'shared/ must stay independent: move the code into shared/ or pass it in as a parameter.',
    },
    {
      group: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom', 'jotai', 'express'],
      message:
        'shared/ runs in the browser and in Node: no Node built-ins, no UI or server frameworks.',
    },
  ],
  web: [
    {
      group: ['**/server/**'],
      allowTypeImports: true,
      message:
        'web/ may import only `import type { AppRouter }` from server/; call the server through web/trpc.ts.',
    },
    { group: ['node:*'], message: 'web/ runs in the browser: no Node built-ins.' },
  ],
  server: [
    {
      group: ['**/web/**'],
      message: 'server/ must not depend on the web app; share code through shared/.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'data/',
      'test-results/',
      'playwright-report/',
      'assembly/',
      'bench/results/',
      // Scratch files of local experiments (gitignored).
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: layerRules.shared }] },
  },
  {
    files: ['web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: layerRules.web }] },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: layerRules.server }] },
  },
  {
    // The editor has one jotai store: atoms and hooks come from web/editor/state/store.ts, so
    // tests build the same store without React and the state library can change in one place.
    files: ['web/editor/**'],
    ignores: ['web/editor/state/store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...layerRules.web,
            {
              group: ['jotai', 'jotai/*'],
              message: 'Import atoms and hooks from web/editor/state/store.ts, the editor store.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
