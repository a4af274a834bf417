import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
