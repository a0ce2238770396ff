import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'data', 'dist', '.bench', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Dependencies point one way: web -> domain; projections -> domain; api, jobs -> domain, projections;
    // server (the process host) -> all.
    files: ['src-domain/**', 'src-projections/**', 'src-jobs/**', 'src-web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-api/**', '**/src-server/**'],
              message: 'Nothing imports src-api or src-server from a lower layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-server/**'],
              message: 'The HTTP layer is hosted by src-server, never imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src-domain/**'],
    ignores: ['src-domain/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-*/**', 'node:*', 'koa', 'mongodb', 'better-sqlite3'],
              message: 'The domain is pure: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
);
