// `npm run messages` (lingui extract): every interface text of the site (i18n._('…') calls and
// /*i18n*/ literals, here and in the shared package) into the catalogues src/locales/{en,mr,hi}.po.
// Each message's id is its English text; translators fill msgstr in mr.po and hi.po.
import { defineConfig } from '@lingui/conf';
import { poFormat } from './vite-catalogues.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'mr', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/../packages/shared/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: poFormat(),
  orderBy: 'origin',
});
