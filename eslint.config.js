import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Layering of DESIGN.md: machines/ and src/domain/ stay pure (no React, HTTP client, router,
// map library or browser globals), so machines run headless, in the visualiser and on the server.
const pureLayerImports = {
  patterns: [
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'Pure layer: no React.' },
    { group: ['@xstate/react'], message: 'Pure layer: machines are React-free; views use @xstate/react.' },
    { group: ['ky', 'ky/*'], message: 'Pure layer: side effects are actors provided by src/features.' },
    { group: ['@tanstack/*'], message: 'Pure layer: routing comes in through input.' },
    { group: ['maplibre-gl', 'maplibre-gl/*'], message: 'Pure layer: no map library.' },
    { regex: '(^|/)src/(api|app|features|ui|i18n)/|^\\.\\./(api|app|features|ui|i18n)/', message: 'Pure layer: import only src/domain.' },
  ],
};
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch', 'XMLHttpRequest', 'setInterval', 'indexedDB'].map((name) => ({
  name,
  message: 'Pure layer: no browser globals; take it through input or a provided actor.',
}));

const eventCastMessage = 'Machines narrow events with assertEvent (or typed params of a named guard or action), never a cast.';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'src/routeTree.gen.ts', 'coverage', 'test-results', 'playwright-report', 'reports', 'public/legacy', '.data', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx', 'tests/component/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['machines/**/*.ts', 'src/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', pureLayerImports],
      'no-restricted-globals': ['error', ...browserGlobals],
    },
  },
  {
    // DESIGN.md "Machine conventions": events are narrowed with assertEvent (or read through typed
    // guard and action params), never cast.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['TSAsExpression', 'TSTypeAssertion', 'TSSatisfiesExpression'].flatMap((cast) => [
          { selector: `${cast}[expression.type='Identifier'][expression.name='event']`, message: eventCastMessage },
          { selector: `${cast}[expression.type='MemberExpression'][expression.object.name='event']`, message: eventCastMessage },
        ]),
      ],
    },
  },
);
