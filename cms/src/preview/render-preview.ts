import type { Context } from 'koa';
import { bankDateOf, formatDate, type PageAnswer, type SiteRenderer } from '@bank/shared';
import { HttpError } from '../lib/errors';
import { readAsOf } from '../lib/clock';
import { bucketLimiter } from '../lib/rate-limits';
import { publicOrigin } from '../lib/public-origin';
import { readPublic } from '../reads/public-reads';
import { changeFor, previewFileFor, type ApplyChange, type PreviewFile } from './preview-sources';
import { checkServerPreviewToken } from './preview-token';

/** `/preview/{token}/<site path>`: the token is one path segment (base64url and a dot). */
const previewLimit = bucketLimiter('preview');
const PREVIEW_PATH = /^\/preview\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+|[^/]*)(\/.*)?$/;

/** Under a preview's address, the files its change brings: `/preview/{token}/held-file/{field}`. */
const HELD_FILE_PREFIX = '/held-file/';
const HELD_FILE_PATH = /^\/held-file\/([^/]+)$/;

/** A held file of the previewed change: a picture shown inline, anything else a download; 404 when there is none. */
function answerPreviewFile(ctx: Context, file: PreviewFile | null): void {
  if (!file) return plainPage(ctx, 404, 'There is no preview at this address.');
  const picture = /^image\/(jpeg|png|gif|webp)$/.test(file.mimetype ?? '');
  ctx.type = picture ? file.mimetype! : 'application/octet-stream';
  ctx.set(
    'Content-Disposition',
    `${picture ? 'inline' : 'attachment'}; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`,
  );
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = file.bytes;
}

export const isPreviewPath = (path: string): boolean => path === '/preview' || path.startsWith('/preview/');

/** Thrown inside the transaction to roll it back once the page is rendered. */
class RollBack extends Error {}

/**
 * The page at `url` (a site path and its query) as it will look with a change applied: the change is
 * written inside a database transaction, the page rendered by the real renderer reading through that
 * transaction (the query engine joins it through Strapi's async context), and the transaction rolled
 * back, so nothing of it stays: no record, no activity entry, no cache drop (the cache's invalidation
 * waits for a commit that never comes). Kept short: on SQLite the process's one connection is held
 * meanwhile.
 *
 * @public The preview route's renderer, and the one the change requests may call for other answers.
 */
export async function renderPreview(
  site: SiteRenderer,
  url: string,
  applyChange: ApplyChange,
  fileAddress: (field: string) => string = () => '',
): Promise<PageAnswer & { asOf?: number }> {
  let answer: PageAnswer | undefined;
  let asOf: number | undefined;
  try {
    await strapi.db.transaction(async () => {
      const shown = await applyChange({ fileAddress });
      const render = () => site.renderPage({ url, origin: publicOrigin(), read: readPublic });
      // A schedule is seen on the day it takes effect: the page as the site will show it then.
      asOf = shown ? shown.asOf : undefined;
      answer = asOf === undefined ? await render() : await readAsOf(asOf, render);
      throw new RollBack('preview rendered');
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  if (!answer) throw new Error('The preview rendered no page');
  return asOf === undefined ? answer : { ...answer, asOf };
}

const NOINDEX = '<meta name="robots" content="noindex">';
const NOTE =
  '<p role="note"><strong>Preview</strong> of a change waiting for approval: visitors do not see it. Links lead to the live site.</p>';

/**
 * The rendered page as a preview: without the site's scripts (the page would otherwise hydrate
 * under a path the site's router does not know, and post a page view), so with what the page shows a
 * visitor without them, marked noindex, with a note at the top. Its stylesheets stay, so it looks as
 * the page will.
 */
function asPreviewHtml(html: string, asOf?: number): string {
  const note =
    asOf === undefined
      ? NOTE
      : NOTE.replace(
          'visitors do not see it.',
          `shown as the site will show it on ${formatDate(bankDateOf(asOf))}; visitors do not see it.`,
        );
  return (
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      // What the page shows a visitor without JavaScript (Home's gallery) is what a preview, which runs
      // none, must show: a browser with JavaScript on would leave a <noscript> empty.
      .replace(/<\/?noscript>/gi, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
      .replace(/<meta\s+name="robots"[^>]*>/gi, '')
      .replace(/<head([^>]*)>/i, `<head$1>${NOINDEX}`)
      .replace(/<body([^>]*)>/i, `<body$1>${note}`)
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function plainPage(ctx: Context, status: number, message: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8">${NOINDEX}<title>Preview</title></head><body><p>${message}</p></body></html>`;
}

/**
 * GET `/preview/{token}/<site path>`: the page as the token's change will make it, never stored by
 * the public cache (it is not marked storable, and is `no-store`), never counted as a page view (no
 * count here, and no script to post one), `noindex`. A forged token or one whose change no source
 * knows answers 404; a signed one past its ten minutes 410; more than PREVIEW_RATE_LIMIT_PER_MIN a
 * minute from one address 429; a change its route now refuses, that refusal
 * (409); each a plain page.
 */
export async function answerPreview(ctx: Context, site: SiteRenderer): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
  // Each preview renders a page in a transaction: a few a minute per address, not a flood.
  const retryAfter = await previewLimit.consume(ctx.request.ip);
  if (retryAfter !== null) {
    ctx.set('Retry-After', String(retryAfter));
    return plainPage(ctx, 429, 'Too many previews from this address: try again in a minute.');
  }
  const match = PREVIEW_PATH.exec(ctx.path);
  const check = match ? checkServerPreviewToken(match[1]) : ({ ok: false, reason: 'forged' } as const);
  if (!check.ok && check.reason === 'expired')
    return plainPage(ctx, 410, 'This preview link has expired: open the preview again from the change request.');
  const apply = check.ok ? await changeFor(check.payload) : undefined;
  if (!match || !apply) return plainPage(ctx, 404, 'There is no preview at this address.');

  const token = match[1];
  const sitePath = match[2] || '/';
  // A file the change brings, which the previewed page shows (its new picture): its held bytes.
  const held = HELD_FILE_PATH.exec(sitePath);
  if (held && check.ok)
    return answerPreviewFile(ctx, await previewFileFor(check.payload, decodeURIComponent(held[1]!)));
  // A search (?q=) reads the unclaimed list outside the query engine: the preview shows the page without it.
  const query = new URLSearchParams(ctx.querystring);
  query.delete('q');
  const search = query.toString();
  let answer: PageAnswer & { asOf?: number };
  try {
    answer = await renderPreview(
      site,
      search ? `${sitePath}?${search}` : sitePath,
      apply,
      (field) => `/preview/${token}${HELD_FILE_PREFIX}${encodeURIComponent(field)}`,
    );
  } catch (error) {
    // The change's own refusal (its route no longer takes it): said on a plain page.
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return plainPage(ctx, error.status, escapeHtml(error.message));
  }
  if (answer.status === 301) {
    ctx.status = 301;
    ctx.redirect(`/preview/${token}${answer.location}`);
    return;
  }
  ctx.status = answer.status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = asPreviewHtml(answer.html, answer.asOf);
}
