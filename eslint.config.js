import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

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

// Feature boundaries (bulletproof-react's, with one public entry per area): src/features/<area>/
// holds one folder per flow (internal to the area) and the area's shared parts at its root. Another
// area imports only those root-level files (an area that offers a flow's part re-exports it from its
// index.ts, as payment does with the scheduled payments tab); a flow's folder is never imported from
// outside its area. Features never import src/app: the app composes features, not the reverse.
// The areas are read from the folder, so a new area is covered without editing this file.
const featureAreas = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// import-x reads the imported files too: TypeScript through typescript-eslint's parser.
const importXSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
};
const featureZones = [
  { target: './src/features/**/*', from: './src/app/**/*', message: 'Features do not import src/app: move what both need into the area (e.g. src/features/session).' },
  ...featureAreas.map((area) => ({
    target: `./src/features/${area}/**/*`,
    from: featureAreas.filter((other) => other !== area).map((other) => `./src/features/${other}/*/**/*`),
    message: `A flow's folder is internal to its area: import the area's root-level files (its index.ts) instead.`,
  })),
];

// A failure is said by src/ui: FormAlert (a form's rule, a call's refusal), CallFailure (a failed
// call with Try again) or StatusPage (a page that says how something ended). A hand-written
// role="alert" elsewhere is an eleventh copy of the alert block with its own words and look.
const alertMessage = 'role="alert" belongs to src/ui: use FormAlert, CallFailure or StatusPage.';

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
    files: ['src/**/*.tsx'],
    ignores: ['src/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='role'] Literal[value='alert']", message: alertMessage },
        { selector: "JSXAttribute[name.name='role'] TemplateElement[value.cooked='alert']", message: alertMessage },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    // No import cycles in the portal's own code (a cycle makes load order decide what is defined).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['src/routeTree.gen.ts'],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
