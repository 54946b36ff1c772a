import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Design §3: machines → domain; app → machines, domain; server → machines, domain. */
const boundary = (message, patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((group) => ({ group: [group], message })) },
  ],
});

/**
 * A resource folder (`src/resources/<name>/`) holds every layer of one resource, so its layers are
 * told apart by file role, not folder: the server part (server, table, queries, projection, any
 * `*.server.ts` and the indexes of them), the pages (*.tsx), the chart, and the domain files (the
 * contract, the list query, the policy and the form).
 */
const SERVER_PART = /(^|\/)(server|table|tables|queries|projection)(\.ts)?$|\.server(\.ts)?$/
  .source;
const PAGES = /\/pages(\.tsx)?$/.source;
const roleBoundary = (message, regexes, groups = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...regexes.map((regex) => ({ regex, message })),
        ...groups.map((group) => ({ group: [group], message })),
      ],
    },
  ],
});
const DOMAIN_MODULES = ['react', 'react-dom', 'ky', 'fastify', 'drizzle-orm', 'drizzle-orm/*'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'statecharts',
      'src/app/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.data',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...boundary('src/app must not import the server (design §3).', [
        '**/server/**',
        '**/src/server/**',
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary('src/server must not import the browser app (design §3).', [
      '**/app/**',
      '**/src/app/**',
      'react',
      'react-dom',
    ]),
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: boundary(
      'src/domain is pure shared code: it imports neither machines, app nor server (design §3).',
      [
        '**/machines/**',
        '**/app/**',
        '**/server/**',
        'react',
        'react-dom',
        'ky',
        'fastify',
        'drizzle-orm',
        'drizzle-orm/*',
      ],
    ),
  },
  {
    // What every route's validateSearch reads loads with the first page, which carries no zod (README
    // "Architecture"): these modules take types from the contracts, never values.
    files: [
      'src/domain/resources/*-query.ts',
      'src/domain/resources/list-query.ts',
      'src/domain/resources/search-values.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/machines/**',
                '**/app/**',
                '**/server/**',
                'ky',
                'fastify',
                'drizzle-orm',
                'drizzle-orm/*',
              ],
              message: 'src/domain is pure shared code (design §3).',
            },
            {
              group: ['zod', 'zod/*', '**/contracts/*'],
              allowTypeImports: true,
              message:
                'List queries load with the first page: no zod there (take zod-free lists such as src/domain/users/kinds.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/resources/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...roleBoundary(
        "A resource's pages never import its server part nor the server (design §3).",
        [SERVER_PART, '/src/server/', '^(\\.\\./)+server/'],
      ),
    },
  },
  {
    files: [
      'src/resources/*/server.ts',
      'src/resources/*/*.server.ts',
      'src/resources/*/table.ts',
      'src/resources/*/queries.ts',
      'src/resources/*/projection.ts',
      'src/resources/server.ts',
      'src/resources/tables.ts',
    ],
    rules: roleBoundary(
      "A resource's server part never imports its pages nor the browser app (design §3).",
      [PAGES, '^(\\.\\./)+app/'],
      ['react', 'react-dom'],
    ),
  },
  {
    files: ['src/resources/*/chart.ts'],
    rules: roleBoundary(
      "A resource's chart imports only its contract, the machines kit, src/domain, xstate and zod.",
      [SERVER_PART, PAGES, '/manifest$', '^(\\.\\./)+(app|server)/', '^\\.\\./[^.]'],
      DOMAIN_MODULES,
    ),
  },
  {
    files: [
      'src/resources/*/contract.ts',
      'src/resources/*/query.ts',
      'src/resources/*/policy.ts',
      'src/resources/*/form.ts',
    ],
    rules: roleBoundary(
      "A resource's contract, query, policy and form are domain code: they import neither its chart, server part nor pages.",
      [SERVER_PART, PAGES, '/(chart|manifest)$', 'machines/', '^(\\.\\./)+(app|server)/'],
      DOMAIN_MODULES,
    ),
  },
  {
    files: ['src/resources/*/query.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/(chart|contract|manifest|pages|server|table|queries|projection)$',
              message: 'List queries load with the first page: no zod there.',
            },
            {
              regex: '(machines/|^(\\.\\./)+(app|server)/)',
              message: "A resource's list query is domain code (design §3).",
            },
            {
              group: ['zod', 'zod/*', '**/contracts/*'],
              allowTypeImports: true,
              message: 'List queries load with the first page: no zod there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/resources/*/manifest.ts', 'src/resources/index.ts'],
    rules: roleBoundary(
      'The manifests are read by browser and server: no server part, no pages.',
      [SERVER_PART, PAGES, '^(\\.\\./)+(app|server)/'],
      DOMAIN_MODULES,
    ),
  },
  {
    // Billing and payroll take a resource folder's records through its public entry, its server part
    // (`server.ts` re-exports the workflow server, the event stream and the words they need); its
    // table reaches them through the drizzle schema index.
    files: ['src/server/billing/**/*.ts', 'src/server/payroll/**/*.ts'],
    rules: {
      // Replaces the src/server rule for these files, so it repeats its patterns.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/src/app/**', 'react', 'react-dom'],
              message: 'src/server must not import the browser app (design §3).',
            },
            {
              regex: '/resources/[\\w-]+/(?!server$)[\\w.-]+$',
              message:
                'Billing and payroll import a resource folder only through its public entry, `src/resources/<name>/server`.',
            },
          ],
        },
      ],
    },
  },
  {
    // The invoice's event payloads are billing's (`invoice-events.ts`) and the invoices folder's
    // workflow server reads them, so through the folder's `server.ts` they would import themselves in
    // a circle: this one file takes the chart and the contract (shared code, no server) directly.
    files: ['src/server/billing/invoice-events.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/src/app/**', 'react', 'react-dom'],
              message: 'src/server must not import the browser app (design §3).',
            },
            {
              regex: '/resources/(?!invoices/(chart|contract)$)[\\w-]+/(?!server$)[\\w.-]+$',
              message:
                'Billing imports a resource folder only through its public entry, `src/resources/<name>/server`.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: boundary('machines/ imports only xstate, zod and src/domain (design §3).', [
      '**/src/app/**',
      '**/src/server/**',
      'react',
      'react-dom',
      'ky',
      'fastify',
      'drizzle-orm',
      'drizzle-orm/*',
    ]),
  },
  {
    // Test files share a worker's module cache (vitest.config.ts): a module replaced for one file
    // would stay replaced, or not be, for the files after it.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message:
            'Test files share module caches: observe through what the code offers (a diagnostics channel, a stubbed fetch) instead of replacing a module.',
        },
      ],
    },
  },
);
