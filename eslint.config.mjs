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

const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A feature never reaches into another feature: what two features share moves to components/ or lib/. */
const featureIsolation = (app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/ or lib/.',
  }));

/**
 * The layers of cms/src, lowest first: an entry (a folder, or a file directly in cms/src) may import
 * only entries before it. A total order, so no two folders can import each other in a circle, and
 * mechanisms of the same layer (cache, activity, protection, ...) are ordered too: where a lower one
 * needs a higher one, the higher one registers a hook with it. Static, type-only, `export … from`
 * and dynamic `import()` imports all count. A new folder takes its place here (the config refuses
 * to load otherwise); `node scripts/folder-graph.mjs` prints the imports between them.
 */
const CMS_LAYERS = [
  // Generic: errors, clock, encodings, HTTP helpers, uploads; nothing else of cms/src.
  'lib',
  // Records read and written through the registry's shapes, serializers, the list controller and route factories.
  'content',
  'rates',
  // The registry of what the site publishes.
  'resources.ts',
  // Mechanisms, each a folder with its README.
  'page-views',
  'cache',
  // Records that leave the public site at a time of their own: each process's timer drops the cache then.
  'visibility',
  'activity',
  // Staff accounts, sessions and sign-in: they write the activity log.
  'auth',
  // The Strapi panel: its addresses, its passwords by the product's rules, its sign-ins and media writes logged.
  'panel',
  // Four eyes: change requests kept by the back-office guard, approved, replayed through their route.
  'changes',
  'operations',
  'protection',
  'enquiries',
  'site-settings',
  // The one table of public reads: routes, cache table, sitemap dates and the renderer's reads.
  'reads',
  'rendering',
  // A page as a change will make it: rendered inside a transaction that is rolled back.
  'preview',
  // How much of each page each language has, from the site's table of pages and their reads.
  'translations',
  // The test harness's hold on a running server (moving the clock), on with BANK_TEST_CLOCK only.
  'test-control',
  // Strapi's content types, routes and controllers, then demo content, extensions and middlewares.
  'api',
  'seed',
  'extensions',
  'middlewares',
  'index.ts',
];
/** Folders of cms/src that hold no code to layer: the content types' shared components (JSON). */
const CMS_NOT_CODE = ['components'];

const cmsSource = new URL('./cms/src/', import.meta.url);
const unlayered = readdirSync(cmsSource, { withFileTypes: true })
  .filter((entry) =>
    entry.isDirectory()
      ? !CMS_NOT_CODE.includes(entry.name)
      : /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
  )
  .map((entry) => entry.name)
  .filter((name) => !CMS_LAYERS.includes(name));
if (unlayered.length > 0)
  throw new Error(
    `eslint.config.mjs: give ${unlayered.join(', ')} a place in CMS_LAYERS (cms/src's layers, lowest first)`,
  );

const cmsLayers = CMS_LAYERS.slice(0, -1).map((entry, index) => ({
  target: `./cms/src/${entry}`,
  from: CMS_LAYERS.slice(index + 1).map((above) => `./cms/src/${above}`),
  message: `cms/src layers (CMS_LAYERS in eslint.config.mjs): ${entry} imports only what is listed before it. Move the shared piece down, or let the higher part register a hook.`,
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
  {
    target: './web',
    from: ['./admin-web', './cms'],
    message: 'The public site imports only packages/, not another app.',
  },
  {
    target: './admin-web',
    from: ['./web', './cms'],
    message: 'The back office imports only packages/, not another app.',
  },
  { target: './cms', from: ['./web', './admin-web'], message: 'The CMS imports only packages/, not a front end.' },
  {
    target: './packages',
    from: ['./web', './admin-web', './cms/src'],
    message: 'Packages are imported by the apps, never the other way round.',
  },
  ...cmsLayers,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/build/**',
      '**/.tmp/**',
      '**/.cache/**',
      'cms/.strapi/**',
      'cms/types/generated/**',
      'cms/src/admin/**',
      'cms/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too, so that cycles through .ts files are seen.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['web/tsconfig.json', 'admin-web/tsconfig.json', 'cms/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
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
          message:
            'A cast to never switches every check of the value off: type it (Document Service data: lib/stored-rows.ts).',
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
