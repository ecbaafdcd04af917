import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';

// The architecture's one-way imports (DESIGN.md): a wrong import fails `npm run lint`.
const layers = [
  { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
  { type: 'api', pattern: 'src/api/**', partialMatch: false },
  { type: 'infrastructure', pattern: 'src/infrastructure/**', partialMatch: false },
  { type: 'machines', pattern: 'src/machines/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  { type: 'server', pattern: 'server/**', partialMatch: false },
];

const allowed = {
  domain: ['domain'],
  api: ['api'],
  // The browser's client, its token storage and the session-expired signal (I/O, not flows).
  infrastructure: ['infrastructure', 'api', 'domain'],
  machines: ['machines', 'domain', 'api', 'infrastructure'],
  ui: ['ui', 'machines', 'domain'],
  server: ['server', 'domain'],
};

// The generated contract types live inside src/api, but the server may read them (and nothing else there).
const contractFile = { category: 'contract', pattern: 'src/api/schema.gen.ts' };

// Screen areas of the UI (src/ui/<area>/) do not import each other: what two areas need lives in
// these shared folders (src/README.md §6). The page frame counts as shared: every page sits in it.
const sharedUiFolders = ['widgets', 'app', 'styles', 'frame'];
const uiAreas = readdirSync('src/ui', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !sharedUiFolders.includes(entry.name))
  .map((entry) => entry.name);
const uiAreaRules = uiAreas.map((area) => ({
  files: [`src/ui/${area}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: uiAreas
              .filter((other) => other !== area)
              .flatMap((other) => [`../${other}/*`, `../../${other}/*`, `../../ui/${other}/*`]),
            message: `src/ui/${area} may import only itself and src/ui/{${sharedUiFolders.join(',')}}: move what two areas share to widgets/ or app/.`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'reports/**',
      'coverage/**',
      '.stryker-tmp/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: {
        window: 'readonly',
        document: 'readonly',
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A leading underscore marks a parameter that a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The domain is pure: no framework, no I/O library, no other layer.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-router|xstate|@xstate/|openapi-fetch|msw|hono|node:)',
              message: 'src/domain is pure: no frameworks and no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // Machines hold flows: from src/api they take types only; the I/O is in *.requests.ts (and the
    // infrastructure is reached from there, or from a *.live.ts wiring a machine to the browser).
    files: ['src/machines/**/*.ts'],
    ignores: ['src/machines/**/*.requests.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/*'],
              allowTypeImports: true,
              message: 'Machines import only types from src/api; calls go in a *.requests.ts module.',
            },
            {
              // Where the API is (a constant, no I/O) may be named anywhere: the home page's prefetch names its addresses.
              group: ['**/infrastructure/*', '!**/infrastructure/api-base.ts'],
              message: 'Only *.requests.ts and *.live.ts modules reach the infrastructure (client, token storage).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**/*.live.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/*'],
              allowTypeImports: true,
              message: 'Machines import only types from src/api; calls go in a *.requests.ts module.',
            },
          ],
        },
      ],
    },
  },
  // The type-aware rules (a promise nobody awaits, one handed to an event handler or a condition)
  // are oxlint's, in .oxlintrc.json: it reads the types with TypeScript 7's compiler, about 10 s
  // on this machine where this config's own program of the whole tree took 34 s.
  ...uiAreaRules,
  {
    // Hooks are called unconditionally and list what they read; the compiler-era rules of the
    // plugin's recommended set are not on: components here render snapshots and hold no flows.
    files: ['src/ui/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      'boundaries/files': [contractFile],
      'boundaries/include': ['src/**/*', 'server/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(allowed).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: to } } } },
            })),
            { from: { element: { type: 'server' } }, allow: { to: { file: { categories: 'contract' } } } },
          ],
        },
      ],
    },
  },
  // No Effect in the browser: it was 13.5 KB gzip of the 16.8 KB API client chunk that every page
  // showing data loads first, over the 120 KB first-load budget (README, "Why the browser's API
  // client has no Effect"). A later block replaces a rule's options for the files it matches, so
  // each layer gets the variant of the rule its own boundary block above does not use.
  {
    files: ['src/api/**/*.ts', 'src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['effect', 'effect/*'], message: effectMessage() }] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['effect', 'effect/*'], message: effectMessage() }] }],
    },
  },
);

function effectMessage() {
  return 'No Effect in the browser: it would put 13.5 KB gzip into every first load, over the 120 KB budget (README, "Why the browser\'s API client has no Effect").';
}
