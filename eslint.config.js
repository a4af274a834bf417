import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
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
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // One-way imports (STYLE.md): engine never imports screens; domain stays pure; server uses only domain.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/forms',
              from: './src/features',
              message: 'The engine must not import screens.',
            },
            {
              target: './src/domain',
              from: ['./src/features', './src/forms', './src/api', './src/app', './src/ui'],
              message: 'domain/ is pure TS shared with the server.',
            },
            {
              target: './server',
              from: [
                './src/features',
                './src/forms',
                './src/api',
                './src/app',
                './src/ui',
                './src/auth',
                './src/state',
              ],
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
