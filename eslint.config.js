import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'data', 'dist', '.bench', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A hook called after an early return crashes a screen only when a render takes the other branch (a
    // client-side navigation that renders "loading" first): caught here rather than by a blank page.
    files: ['src-web/**/*.tsx', 'src-web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
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
            {
              // Side effects are the jobs role's reactors, following the log: a route records the event and
              // never sends mail itself, so it has nothing to take from src-jobs (the root wires both).
              group: ['**/src-jobs/**'],
              message:
                'src-api and src-jobs are siblings: a route records events, reactors in src-jobs act on them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Report assembly and its PDF and xlsx renderers serve the routes and the jobs alike: no HTTP, no socket
    // and no reactor in them, and (with the rule above) nothing from src-api or src-server.
    files: ['src-projections/reports/**', 'src-projections/documents/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-api/**', '**/src-server/**', '**/src-jobs/**'],
              message: 'Reports and documents are imported by src-api and src-jobs, never the other way.',
            },
          ],
          paths: ['koa', '@koa/router', 'koa-body', 'socket.io'].map((name) => ({
            name,
            message: 'Reports and documents have no HTTP in them: the routes attach what they render.',
          })),
        },
      ],
    },
  },
  {
    // The domain is pure: deciders, evolve functions, rules and scoring compute, never reach out. Hashing
    // (node:crypto) is computation, so it may be used; the event-store adapters are the only I/O, and live
    // in their own folder with their own rule below.
    files: ['src-domain/**'],
    ignores: [
      'src-domain/eventstore/adapters/**',
      'src-domain/credentials/adapters/**',
      'src-domain/personal-data/adapters/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-*/**', 'node:*', '!node:crypto'],
              message: 'The domain is pure: no I/O, no framework, no upper layer.',
            },
            {
              group: ['**/eventstore/adapters/**'],
              message: 'Only the process host picks an event-store adapter; the domain knows the port.',
            },
          ],
          paths: [
            'koa',
            '@koa/router',
            'mongodb',
            'better-sqlite3',
            '@eventstore/db-client',
            'socket.io',
          ].map((name) => ({ name, message: 'The domain is pure: no I/O, no framework.' })),
        },
      ],
    },
  },
  {
    // Scoring is read by the inspection's own events (an approval records its figures): it takes its own input
    // types, so nothing it imports can lead back to them (the import circle events -> scoring -> fold).
    files: ['src-domain/scoring/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-*/**', 'node:*', '!node:crypto'],
              message: 'The domain is pure: no I/O, no framework, no upper layer.',
            },
            {
              group: ['**/inspection/**'],
              message: 'Scoring takes its own input types and depends on nothing in inspection/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The event-store, credentials-store and key-store adapters: the storage drivers and files, and nothing above the
    // domain.
    files: [
      'src-domain/eventstore/adapters/**',
      'src-domain/credentials/adapters/**',
      'src-domain/personal-data/adapters/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src-api/**',
                '**/src-server/**',
                '**/src-projections/**',
                '**/src-jobs/**',
                '**/src-web/**',
              ],
              message: 'A store adapter depends on the domain and its driver only.',
            },
          ],
        },
      ],
    },
  },
  {
    // "Now" comes from the injected Clock (src-domain/shared/clock.ts), so tests set the time and deciders
    // stay pure; projections take their times from the events. Measuring elapsed time for a timeout or a
    // cache is not "now" and says why in a disable comment.
    files: ['src-api/**', 'src-domain/**', 'src-projections/**', 'src-jobs/**'],
    ignores: ['src-domain/shared/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take the time from the injected Clock (or, in a projection, from the event).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Take the time from the injected Clock (or, in a projection, from the event).',
        },
      ],
    },
  },
);
