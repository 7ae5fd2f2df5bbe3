/// <reference types="vitest/config" />
import { defineConfig, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { appTestOptions } from '@bank/testing/app-test-options';
import { siteCatalogues } from './vite-catalogues.ts';
import { BROWSER_OUT_DIR, pageDocument } from './vite-page-document.ts';

// Two builds: the browser's (dist/, with the manifest the server reads to preload each page's chunk) and the server renderer (dist-server/, `vite build --ssr`). The renderer bundles every
// dependency, React 19 included, so it never resolves the React 18 that Strapi's panel keeps in
// cms/node_modules. The shared package is consumed from its TypeScript source (the 'source' condition).
export default defineConfig({
  base: '/',
  plugins: [react(), siteCatalogues(), pageDocument()],
  resolve: { conditions: ['source'] },
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:1337', '/uploads': 'http://127.0.0.1:1337' },
  },
  // One stylesheet for the whole site (about 8 kB gzipped): a server-rendered page carries the rules
  // its HTML uses inline and loads it without waiting (vite-page-document.ts), and moving between
  // pages never waits for styles.
  build: {
    outDir: BROWSER_OUT_DIR,
    sourcemap: false,
    manifest: true,
    cssCodeSplit: false,
    // The entry preloads the site's code with Vite's helper once the page has painted; every browser
    // the site serves knows <link rel="modulepreload"> itself (one without simply loads a little later).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, which every page hydrates with (Home's islands too), in one file.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The router and SWR, which a page hydrated whole adds (a page in islands has neither):
            // compressed together they are smaller than in the chunks their sharing made.
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser|swr|use-sync-external-store|dequal)[\\/]/,
            },
            // The shared package's rate texts and product names travel together: split apart, a page that
            // shows rates fetched two tiny chunks where one does (Home's first screen among them).
            { name: 'rate-text', test: /packages[\\/]shared[\\/].*rates[\\/](rate-text|same-product)/ },
          ],
        },
      },
    },
  },
  test: appTestOptions(),
});
