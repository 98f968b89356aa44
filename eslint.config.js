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

/** The editor's own patterns, on every file of web/editor/: one jotai store. */
const editorBase = [
  ...layerRules.web,
  {
    group: ['jotai', 'jotai/*'],
    message: 'Import atoms and hooks from web/editor/state/store.ts, the editor store.',
  },
];

/**
 * The editor's floor plan (web/editor/README.md), from the top: pages → views → commands and
 * session → io (files, waveform, persistence, translate) → state → shared/. Each entry names
 * folders of web/editor/ and the folders they must not import, with the alternative.
 */
const VIEWS = ['dialogs', 'menus', 'list', 'timeline', 'video', 'textbox', 'keys', 'layout'];
const IO = ['files', 'waveform', 'persistence', 'translate'];
const PAGES = ['temp', 'Editor', 'OnlineEditorPage', 'StatusLine'];
const editorFloors = [
  {
    folders: ['state'],
    banned: [...PAGES, ...VIEWS, 'commands', 'session', ...IO],
    message:
      'state/ is the ground floor: it imports only shared/ and itself. Move the constant or type down into state/ (or shared/), or pass it in.',
  },
  {
    folders: ['persistence'],
    banned: [...PAGES, ...VIEWS, 'commands', 'session', 'files', 'waveform', 'translate'],
    message:
      'persistence/ (IndexedDB) sits at the bottom of io: it imports only state/ and shared/.',
  },
  {
    folders: ['files'],
    banned: [...PAGES, ...VIEWS, 'commands', 'session', 'waveform', 'translate'],
    message:
      'files/ is io: it reads and writes files for commands; it may use persistence/ and state/, never the floors above or waveform/.',
  },
  {
    folders: ['waveform', 'translate'],
    banned: [...PAGES, ...VIEWS, 'commands', 'session'],
    message:
      'waveform/ and translate/ are io: they may use files/, persistence/ and state/; commands and views call them, not the other way round.',
  },
  {
    folders: ['commands'],
    banned: [...PAGES, ...VIEWS, 'session'],
    message:
      'commands/ sits below the views: a view imports the command, never the reverse; put what both need in state/.',
  },
  {
    folders: ['session'],
    banned: [...PAGES, ...VIEWS],
    message: 'session/ (boot and auto-save) sits below the views: the page calls it.',
  },
  {
    folders: ['menus', 'layout'],
    banned: [...PAGES, ...VIEWS.filter((folder) => folder !== 'menus' && folder !== 'layout')],
    message:
      "menus/ and layout/ are the views' shared pieces: they import no other view folder (put the shared piece in menus/ or layout/).",
  },
  {
    folders: ['dialogs', 'list', 'timeline', 'video', 'textbox', 'keys'],
    banned: [...PAGES, 'dialogs', 'list', 'timeline', 'video', 'textbox', 'keys'],
    message:
      'A view folder imports no other view folder except menus/ and layout/ (the shared pieces); Editor.tsx composes them.',
  },
];

function editorFloorConfigs() {
  const all = editorFloors.flatMap((floor) => floor.folders.map((f) => `web/editor/${f}/**`));
  return [
    {
      files: ['web/editor/**'],
      ignores: ['web/editor/state/store.ts', ...all],
      rules: { 'no-restricted-imports': ['error', { patterns: editorBase }] },
    },
    ...editorFloors.flatMap((floor) =>
      floor.folders.map((folder) => ({
        files: [`web/editor/${folder}/**`],
        ignores: ['web/editor/state/store.ts'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...editorBase,
                {
                  group: floor.banned
                    .filter((name) => name !== folder)
                    .flatMap((name) => [`../${name}`, `../${name}/**`, `../../${name}/**`]),
                  message: floor.message,
                },
              ],
            },
          ],
        },
      })),
    ),
  ];
}

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
  ...editorFloorConfigs(),
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
