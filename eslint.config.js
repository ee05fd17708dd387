import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '.tsbuild/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Configuration is read and validated in one place.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', 'apps/api/src/**/*.test.ts', 'apps/api/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
  {
    // Module boundaries (decision 0013): a module reaches another only through its service.
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/([a-z-]+\\.)?repository$',
              message: "Use the other module's service; a repository is its own module's.",
            },
            {
              regex: '(^|/)db/seed(/|$)',
              message: 'Runtime code never imports seed code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Runtime code outside the modules never imports seed code either; the server's start-up
    // (which seeds the embedded database) and the seed scripts are the exceptions.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/modules/**',
      'apps/api/src/db/seed/**',
      'apps/api/src/db/seed-bench.ts',
      'apps/api/src/server.ts',
      'apps/api/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)db/seed(/|$)|^\\./seed/|^\\.\\./seed/',
              message: 'Runtime code never imports seed code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web's features never import each other; shared pieces live in components/ and lib/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+(features/)?(account|admin|auth|booking|contact|content|finder|notifications|orders)/',
              message:
                'Features never import each other; move what they share to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
