import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

// The architecture's one-way imports (DESIGN.md): a wrong import fails `npm run lint`.
const layers = [
  { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
  { type: 'api', pattern: 'src/api/**', partialMatch: false },
  { type: 'machines', pattern: 'src/machines/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  { type: 'server', pattern: 'server/**', partialMatch: false },
];

const allowed = {
  domain: ['domain'],
  api: ['api'],
  machines: ['machines', 'domain', 'api'],
  ui: ['ui', 'machines', 'domain'],
  server: ['server', 'domain'],
};

// The generated contract types live inside src/api, but the server may read them (and nothing else there).
const contractFile = { category: 'contract', pattern: 'src/api/schema.gen.ts' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**', 'coverage/**', '.stryker-tmp/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly',
        URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
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
        { patterns: [{ regex: '^(react|react-dom|react-router|xstate|@xstate/|openapi-fetch|msw|hono|node:)', message: 'src/domain is pure: no frameworks and no I/O.' }] },
      ],
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
);
