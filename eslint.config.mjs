// One lint configuration for the whole repository (ESLint 9, flat config). `npm run lint` runs it and
// `npm test` runs it first. Besides the usual rules it holds the layout in place: which folder may
// import which (import-x/no-restricted-paths) and no import cycles.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (app) => readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/** A feature never reaches into another feature: what two features share moves to components/ or lib/. */
const featureIsolation = (app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/ or lib/.',
  }));

/** Imports flow one way: shared code, then features (and resources), then app. */
const layers = [
  ...featureIsolation('web'),
  ...featureIsolation('admin-web'),
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code (components/, lib/) does not import features or the app.',
  },
  {
    target: ['./admin-web/src/components', './admin-web/src/lib'],
    from: ['./admin-web/src/features', './admin-web/src/app', './admin-web/src/resources'],
    message: 'Shared code (components/, lib/) does not import features, resources or the app.',
  },
  {
    target: ['./admin-web/src/resources', './admin-web/src/features'],
    from: './admin-web/src/app',
    message: 'Resources and features do not import the app: the app composes them.',
  },
  {
    target: './admin-web/src/resources/engine',
    from: './admin-web/src/resources',
    except: ['./engine'],
    message: 'The generic engine knows no particular resource: definitions are handed to it.',
  },
  // Apps import each other only through packages/.
  { target: './web', from: ['./admin-web', './cms'], message: 'The public site imports only packages/, not another app.' },
  { target: './admin-web', from: ['./web', './cms'], message: 'The back office imports only packages/, not another app.' },
  { target: './cms', from: ['./web', './admin-web'], message: 'The CMS imports only packages/, not a front end.' },
  { target: './packages', from: ['./web', './admin-web', './cms/src'], message: 'Packages are imported by the apps, never the other way round.' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/build/**', '**/.tmp/**', '**/.cache/**', 'cms/.strapi/**', 'cms/types/generated/**', 'cms/src/admin/**', 'cms/public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too, so that cycles through .ts files are seen.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['web/tsconfig.json', 'admin-web/tsconfig.json', 'cms/tsconfig.json', 'packages/*/tsconfig.json'] })],
    },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari and VoiceOver drop a list's semantics once its bullets are styled away; role="list" restores them.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'] }],
    },
  },
  {
    // Browser tests and measuring scripts hand functions to the page (page.evaluate), which run there.
    files: ['scripts/**', '**/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Strapi's code runs with the `strapi` global.
    files: ['cms/**/*.ts'],
    languageOptions: { globals: { strapi: 'readonly' } },
  },
  {
    files: ['cms/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSNeverKeyword',
          message: 'A cast to never switches every check of the value off: type it (Document Service data: lib/stored-rows.ts).',
        },
      ],
    },
  },
  {
    // Tests may reach across layers to arrange what they check.
    files: ['**/*.test.{ts,tsx}', '**/e2e/**', '**/testing/**', '**/tests/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
