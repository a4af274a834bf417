import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/** Each feature folder: a feature never imports another one (composition happens in src/app). */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The layers below features: they never import features, entities (views several features show) or app. */
const shared = [
  'api',
  'auth',
  'config',
  'domain',
  'forms',
  'i18n',
  'lib',
  'state',
  'testing',
  'ui',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-bench',
      'dist-server',
      'dist-bench-profile',
      '.generated',
      'data',
      '.test-data',
      'node_modules',
      'test-results',
      'playwright-report',
      'server/src/db/migrations',
      // Untracked working notes and probes (.gitignore), as dist/ and data/ are.
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Import boundaries (issue 21, STYLE.md): one-way layers app → features → entities → shared
  // (forms, api, auth, ui, lib, state, config) → domain, with no cycle between files.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'build/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript settings of import-x (which files it parses), with our tsconfig's resolver.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'A feature never imports another feature: compose them in src/app/routes.',
            })),
            {
              target: './src/entities',
              from: ['./src/features', './src/app'],
              message: 'src/entities is below features and app.',
            },
            ...shared.map((layer) => ({
              target: `./src/${layer}`,
              from: ['./src/features', './src/entities', './src/app'],
              message: `src/${layer} is shared: it never imports features, entities or app.`,
            })),
            {
              target: './src',
              from: './server',
              message: 'The browser code never imports the server.',
            },
            {
              target: './server',
              from: './src',
              except: ['./domain'],
              message: 'server/ imports only src/domain (and schemas/, the catalogue).',
            },
          ],
        },
      ],
    },
  },
  // One-way imports (STYLE.md): the engine never imports screens; domain stays pure (it is shared
  // with the server); the server uses only src/domain and schemas/.
  {
    files: ['src/forms/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '**/features/*'],
              message: 'The engine must not import screens.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'ofetch'].map((name) => ({
            name,
            message: 'domain/ is pure TS shared with the server.',
          })),
          patterns: [
            {
              group: [
                '@/features/*',
                '@/forms/*',
                '@/api/*',
                '@/app/*',
                '@/ui/*',
                '**/features/*',
                '**/forms/*',
                '**/api/*',
                '**/app/*',
                '**/ui/*',
              ],
              message: 'domain/ is pure TS shared with the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/*',
                '**/src/features/*',
                '**/src/forms/*',
                '**/src/api/*',
                '**/src/app/*',
                '**/src/ui/*',
                '**/src/state/*',
              ],
              // (src/auth cannot be told apart from server/src/auth by the import text alone.)
              message: 'server/ imports only src/domain and schemas/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
);
