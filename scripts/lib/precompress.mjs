// Writes .br and .gz copies next to each compressible file of a front-end build, so the server
// (koa-send in cms/src/middlewares/site.ts) sends them as they are instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/** Returns how many files got compressed copies and the bytes saved by brotli. */
export function precompress(dir) {
  let files = 0;
  let saved = 0;
  const visit = (entry) => {
    for (const name of readdirSync(entry)) {
      const file = path.join(entry, name);
      if (statSync(file).isDirectory()) {
        if (name !== '.vite') visit(file);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const bytes = readFileSync(file);
      if (bytes.length < MIN_BYTES) continue;
      const brotli = brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      });
      writeFileSync(`${file}.br`, brotli);
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      files += 1;
      saved += bytes.length - brotli.length;
    }
  };
  visit(dir);
  return { files, saved };
}
