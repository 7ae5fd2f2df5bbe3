import { CONTACT_FIELDS, CONTACT_MESSAGES } from '@bank/shared';
import { receiveEnquiry } from '../api/contact-message/enquiries';
import { STORABLE_PAGE } from '../cache/middleware';
import { HttpError } from '../lib/errors';
import { lastModified, readPublic } from '../lib/public-reads';
import { pickFields } from '../lib/validation';
import { publicOrigin } from '../lib/public-origin';
import rateLimit from '../middlewares/rate-limit';
import type { SiteRenderer, SubmittedForm } from './site-renderer';

const HTML = 'text/html; charset=utf-8';

/** A page no cache keeps: a 404, or the answer to a posted form. */
function sendPage(ctx, status: number, html: string, cacheControl: string) {
  ctx.status = status;
  ctx.type = HTML;
  ctx.body = html;
  ctx.set('Cache-Control', cacheControl);
}

/** Marks an answer the public cache may keep and serve to everyone; it encodes it itself. */
function storable(ctx, type: string, body: string) {
  ctx.status = 200;
  ctx.type = type;
  ctx.body = body;
  ctx.state[STORABLE_PAGE] = true;
  ctx.compress = false;
}

/**
 * A GET or HEAD of the public site that no file answered: robots.txt, sitemap.xml, or a page
 * rendered with its data. Whole pages that exist are stored by the public cache; an unknown
 * path answers 404 with the Page Not Found screen, an old or differently spelled path 301.
 */
export async function answerSiteRead(ctx, site: SiteRenderer): Promise<void> {
  const origin = publicOrigin();
  if (ctx.path === '/robots.txt') return storable(ctx, 'text/plain; charset=utf-8', site.robotsTxt(origin));
  if (ctx.path === '/sitemap.xml') return storable(ctx, 'application/xml; charset=utf-8', await site.sitemapXml({ origin, read: readPublic, lastModified }));

  const answer = await site.renderPage({ url: ctx.url, origin, read: readPublic });
  if (answer.status === 301) {
    ctx.status = 301;
    ctx.redirect(answer.location);
    return;
  }
  if (answer.status === 200) return storable(ctx, HTML, answer.html);
  sendPage(ctx, answer.status, answer.html, 'no-cache');
}

// The same bucket as POST /api/contactus: counts are per client address, whichever way an enquiry comes.
const contactRateLimit = rateLimit({ bucket: 'contact' });

/** The form's fields as typed (a form post sends only text), to show them again with the errors. */
const submittedValues = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(pickFields(body, CONTACT_FIELDS)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * The contact form posted without JavaScript (a plain form POST to /ContactUs): checked and stored
 * exactly as POST /api/contactus does, and answered with the contact page showing the thank-you
 * text, or the errors with what was typed. Never cached.
 */
export async function answerContactForm(ctx, site: SiteRenderer): Promise<void> {
  const values = submittedValues(ctx.request.body);
  let form: SubmittedForm;
  let status = 200;
  try {
    await contactRateLimit(ctx, () => receiveEnquiry(values));
    form = { values: {}, errors: {}, outcome: { kind: 'success', message: CONTACT_MESSAGES.success } };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    status = error.status === 400 ? 422 : error.status;
    form = { values, errors: error.errors ?? {}, outcome: error.errors ? undefined : { kind: 'error', message: error.message } };
  }
  const answer = await site.renderPage({ url: '/ContactUs', origin: publicOrigin(), read: readPublic, form });
  if (answer.status === 301) throw new Error('The contact page must render, not redirect');
  sendPage(ctx, status, answer.html, 'no-store');
}
