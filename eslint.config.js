import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-http', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'public/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Type-aware rules: every TypeScript file is in tsconfig.json, read through the project service.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // A promise nobody awaits loses its error; an async function where a void callback is expected
      // (an event handler, a MobX reaction) does the same. Mark intended fire-and-forget calls with `void`.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Prettier wraps code at 120; comments are wrapped by hand. Long texts, URLs and patterns stay on one line.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // zod/mini has the same schemas as classic zod at a third of the size in the browser bundle (docs/PERFORMANCE.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from 'zod/mini' in app code: classic zod adds about 20 KB gzip to every page.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'fetch'],
    },
  },
  {
    // Every screen speaks the customer's language (src/ui/i18n): no literal text in the UI, every word comes from the
    // catalogs; tests are exempt (they name what the customer reads).
    files: ['src/ui/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z]{2}/]', message: 'UI text comes from the catalogs: t(id) (src/ui/i18n).' },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|label|title|subtitle|hint|placeholder|alt|helperText|[a-z]+Text)$/] > Literal[value=/[A-Za-z]{2}/]',
          message: 'UI text comes from the catalogs: t(id) (src/ui/i18n).',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', '.dependency-cruiser.cjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
