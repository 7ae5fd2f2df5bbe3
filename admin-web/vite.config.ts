/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appTestOptions } from '@bank/testing/app-test-options';

// The shared package is consumed from its TypeScript source (the 'source' export condition).
// The manifest lets scripts/size-budget.mjs list every built chunk.
export default defineConfig({
  base: '/AdminPage/',
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:1337', '/uploads': 'http://127.0.0.1:1337' },
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true },
  test: appTestOptions(),
});
