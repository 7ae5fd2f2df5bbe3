#!/usr/bin/env node
// npm run upload-news-photos [-- URL [COUNT]]: uploads COUNT (50) photo-like news items, each with a
// 3000 × 2000 JPEG of 2 to 4 MB, through the back office's POST /api/admin/news, as the demo
// Administrator, to a running product (http://localhost:1337 by default, as npm start serves it).
// For measuring the public site as its content grows (npm run lighthouse -- --news-photos does
// the same on the product it starts). Approvals must be off, as they are in development.
import { adminToken } from '../packages/testing/src/product.mjs';
import { uploadNewsPhotos } from './lib/news-photos.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const [url = 'http://localhost:1337', count = '50'] = process.argv.slice(2);
const started = Date.now();
const bytes = await uploadNewsPhotos(url, await adminToken(url), {
  count: Number(count),
  onEach: (done, size) => console.log(`[${done}/${count}] ${(size / 1e6).toFixed(2)} MB`),
});
console.log(
  `Uploaded ${count} news photos, ${(bytes / 1e6).toFixed(1)} MB, in ${Math.round((Date.now() - started) / 1000)} s.`,
);
