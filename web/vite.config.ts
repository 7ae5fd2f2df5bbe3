/// <reference types="vitest/config" />
import { defineConfig, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { appTestOptions } from '@bank/testing/app-test-options';
import { siteCatalogues } from './vite-catalogues.ts';

// Two builds: the browser's (dist/, with the manifest the server reads to preload each page's chunk) and the server renderer (dist-server/, `vite build --ssr`). The renderer bundles every
// dependency, React 19 included, so it never resolves the React 18 that Strapi's panel keeps in
// cms/node_modules. The shared package is consumed from its TypeScript source (the 'source' condition).
export default defineConfig({
  base: '/',
  plugins: [react(), siteCatalogues()],
  resolve: { conditions: ['source'] },
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:1337', '/uploads': 'http://127.0.0.1:1337' },
  },
  // One stylesheet for the whole site (about 6 kB gzipped), linked by index.html: a server-rendered
  // page then waits on one render-blocking request instead of one per screen and component, and
  // moving between pages never waits for styles.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    cssCodeSplit: false,
    // The shared package's rate texts and product names travel together: split apart, a page that
    // shows rates fetched two tiny chunks where one does (Home's first screen among them).
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [{ name: 'rate-text', test: /packages[\\/]shared[\\/].*rates[\\/](rate-text|same-product)/ }],
        },
      },
    },
  },
  test: appTestOptions(),
});
