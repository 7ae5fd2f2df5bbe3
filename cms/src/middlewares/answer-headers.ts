import type { Context, Next } from 'koa';
import path from 'path';

/** Answers from /uploads: files people uploaded, never trusted to be what they claim. */
const isUpload = (p: string) => p.startsWith('/uploads/');
/** The back office, the Strapi panel and their API: nothing for a search engine. */
const isStaffOnly = (p: string) => /^\/(?:admin|AdminLogin|AdminSetPassword|AdminPage|api\/admin)(?:\/|$)/.test(p);

/**
 * Pages whose address carries a secret (the set-password link's token, a preview's token in its
 * path): the browser sends no Referer from them, not even to this site, so the secret is in no
 * proxy's or CDN's log of the requests the page makes.
 */
const carriesSecret = (p: string) => /^\/(?:AdminSetPassword|preview)(?:\/|$)/.test(p);

/** Nothing in an uploaded file may run or load anything; its own pictures and inline styles (an SVG's) aside. */
const UPLOAD_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
/**
 * Browser features no page of the site uses, refused to every page (and whatever a page might
 * embed): a script that got in could not turn on the camera or ask for the visitor's location.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** A file name as a Content-Disposition parameter: the stored names' own characters, anything else as `_`. */
const dispositionName = (name: string) => name.replace(/[^\w.-]/g, '_');

/**
 * Headers decided by what the answer is, set after the chain answered or failed (and so after
 * helmet, whose Content-Security-Policy an upload's replaces), inside the public cache, which
 * stores them with a page:
 * - every `/uploads` file: nosniff, and a policy that runs nothing; each but a PDF is sandboxed
 *   too (a PDF viewer does not open a sandboxed PDF) and a PDF opens in place under its own name;
 * - every HTML answer: Permissions-Policy;
 * - the back office and the panel: `X-Robots-Tag: noindex`;
 * - the set-password page and previews: `Referrer-Policy: no-referrer`.
 */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } finally {
    setAnswerHeaders(ctx);
  }
};

function setAnswerHeaders(ctx: Context): void {
  if (isUpload(ctx.path)) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (ctx.response.is('application/pdf')) {
      ctx.set('Content-Security-Policy', UPLOAD_POLICY);
      ctx.set('Content-Disposition', `inline; filename="${dispositionName(path.posix.basename(ctx.path))}"`);
    } else {
      ctx.set('Content-Security-Policy', `${UPLOAD_POLICY}; sandbox`);
    }
  }
  if (ctx.response.is('html')) ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (isStaffOnly(ctx.path)) ctx.set('X-Robots-Tag', 'noindex');
  if (carriesSecret(ctx.path)) ctx.set('Referrer-Policy', 'no-referrer');
}
