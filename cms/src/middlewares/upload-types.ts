import type { Context, Next } from 'koa';
import { promises as fs } from 'fs';
import { API_MESSAGES } from '@bank/shared';
import { incomingFiles, uploadRefusal } from '../lib/uploads';

/** The back office's routes check each field's own kind by the same bytes, with messages per field. */
const checksItsOwnFiles = (p: string) => p.startsWith('/api/admin/');

/**
 * Every other request that carries files (the Strapi panel's media library, its "replace" and any
 * upload route a plugin adds) is refused with 415 unless every file's bytes are a JPEG, PNG, GIF,
 * WebP (within the pixel budget) or PDF (with no script), before any of it is stored: an HTML, SVG or script file planted in the media library
 * would be served from the site's own origin. The upload plugin's own `security` allow-list
 * (config/plugins.ts) says the same, but takes a file whose bytes it cannot recognise (an HTML
 * page named .png) by its name; this does not.
 */
export default () => async (ctx: Context, next: Next) => {
  const files = incomingFiles(ctx);
  if (files.length === 0 || checksItsOwnFiles(ctx.path)) return next();
  const refusal = (await Promise.all(files.map(uploadRefusal))).find(Boolean);
  if (!refusal) return next();
  await Promise.all(files.map((file) => fs.rm(file.filepath, { force: true })));
  ctx.status = 415;
  ctx.body = { message: API_MESSAGES.unsupportedFile, errors: { files: refusal } };
};
