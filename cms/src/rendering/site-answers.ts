import type { Context, Next } from 'koa';
import {
  COMPLAINT_FIELDS,
  COMPLAINT_LOOKUP_FIELDS,
  COMPLAINT_MESSAGES,
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  type PageAnswer,
  type SiteRenderer,
  type SubmittedForm,
  isCalculatorSubmission,
  splitLocalePath,
} from '@bank/shared';
import { receiveEnquiry } from '../enquiries/enquiries';
import { lodgeComplaint, lookUpComplaint } from '../protection/complaints';
import { markStorable } from '../cache/middleware';
import { HttpError } from '../lib/errors';
import { lastModified, readPublic } from '../reads/public-reads';
import { pickFields } from '../lib/validation';
import { publicOrigin } from '../lib/public-origin';
import rateLimit from '../lib/rate-limits';
import { countPageView } from '../page-views';

const HTML = 'text/html; charset=utf-8';

/** A page no cache keeps: a 404, or the answer to a posted form. */
function sendPage(ctx: Context, status: number, html: string, cacheControl: string) {
  ctx.status = status;
  ctx.type = HTML;
  ctx.body = html;
  ctx.set('Cache-Control', cacheControl);
}

/** Marks an answer the public cache may keep and serve to everyone; it encodes it itself. */
function storable(ctx: Context, type: string, body: string) {
  ctx.status = 200;
  ctx.type = type;
  ctx.body = body;
  markStorable(ctx);
}

/**
 * A GET or HEAD of the public site that no file answered: robots.txt, sitemap.xml, or a page
 * rendered with its data. Whole pages that exist are stored by the public cache; an unknown
 * path answers 404 with the Page Not Found screen, an old or differently spelled path 301.
 */
export async function answerSiteRead(ctx: Context, site: SiteRenderer): Promise<void> {
  const origin = publicOrigin();
  if (ctx.path === '/robots.txt') return storable(ctx, 'text/plain; charset=utf-8', site.robotsTxt(origin));
  if (ctx.path === '/sitemap.xml')
    return storable(
      ctx,
      'application/xml; charset=utf-8',
      await site.sitemapXml({ origin, read: readPublic, lastModified }),
    );

  const render = () => site.renderPage({ url: ctx.url, origin, read: readPublic });
  const limit = addressFormLimitOf(ctx);
  // A page made for a form sent in its address is one visitor's answer: never kept by a cache.
  const answer = limit ? { ...(await withinLimit(ctx, limit, render)), storable: false } : await render();
  if (answer.status === 301) {
    ctx.status = 301;
    ctx.redirect(answer.location);
    return;
  }
  if (answer.status === 200) countPageView(ctx.req, ctx.path);
  if (answer.status === 200 && answer.storable) return storable(ctx, HTML, answer.html);
  sendPage(ctx, answer.status, answer.html, answer.storable ? 'no-cache' : 'no-store');
}

type Limit = (ctx: Context, next: Next) => Promise<void>;

/**
 * Forms a page takes in its address (a GET) without JavaScript, by the page's path: whether this
 * address carries one, and its rate limit. The unclaimed list's search counts in the API's bucket,
 * whichever way it comes; a calculator's figures in a bucket of their own.
 */
const ADDRESS_FORMS: Record<string, { sent: (params: URLSearchParams) => boolean; limit: Limit }> = {
  '/UnclaimedDeposits': { sent: (params) => params.has('q'), limit: rateLimit({ bucket: 'unclaimedSearch' }) },
  '/Calculators': { sent: isCalculatorSubmission, limit: rateLimit({ bucket: 'calculator' }) },
};

/** The rate limit of the form this page's address carries, in any locale; undefined for a plain read. */
function addressFormLimitOf(ctx: Context): Limit | undefined {
  const form = ADDRESS_FORMS[splitLocalePath(ctx.path).path];
  return form?.sent(new URLSearchParams(ctx.querystring)) ? form.limit : undefined;
}

/** Renders within the limit; past it the limit answers 429 and nothing is rendered. */
const withinLimit = (ctx: Context, limit: Limit, render: () => Promise<PageAnswer>): Promise<PageAnswer> => {
  let answer: Promise<PageAnswer> | undefined;
  return limit(ctx, async () => {
    answer = render();
    await answer;
  }).then(() => answer!);
};

/** One form a page posts without JavaScript: its fields, its rate limit, and what it does. */
interface PostedForm {
  fields: readonly string[];
  limit: Limit;
  /** Does the form's work; its answer is shown on the page (a thank-you, a receipt, a status). */
  run: (values: Record<string, string>) => Promise<{ message?: string; result?: unknown }>;
  /** A 404 from `run` shown as this message beside the form (a lookup that matched nothing). */
  notFoundMessage?: string;
}

const POSTED_FORMS: Record<string, Record<string, PostedForm>> = {
  '/ContactUs': {
    contact: {
      fields: CONTACT_FIELDS,
      limit: rateLimit({ bucket: 'contact' }),
      run: async (values) => {
        const enquiry = await receiveEnquiry(values);
        return { message: CONTACT_MESSAGES.success, result: { reference: enquiry.reference } };
      },
    },
  },
  '/CustomerProtection': {
    complaint: {
      fields: COMPLAINT_FIELDS,
      limit: rateLimit({ bucket: 'complaint' }),
      run: async (values) => ({ result: await lodgeComplaint(values) }),
    },
    lookup: {
      // Posted, never a GET: the member's e-mail stays out of every address and log.
      fields: COMPLAINT_LOOKUP_FIELDS,
      limit: rateLimit({ bucket: 'complaintLookup' }),
      run: async (values) => ({ result: await lookUpComplaint(values) }),
      notFoundMessage: COMPLAINT_MESSAGES.notFound,
    },
  },
};

/** The forms a page takes when posted without JavaScript, in any of its locales (/mr/ContactUs too). */
const formsAt = (path: string): Record<string, PostedForm> | undefined => POSTED_FORMS[splitLocalePath(path).path];

/** Whether a path is a page that takes a form posted without JavaScript. */
export const isFormPage = (path: string): boolean => formsAt(path) !== undefined;

/**
 * A form posted without JavaScript (a plain form POST to its page; the hidden field `form` names
 * which, the contact form when absent): checked, stored and limited exactly as its API route does,
 * and answered with the page showing the outcome, or the errors with what was typed. Never cached.
 */
export async function answerPostedForm(ctx: Context, site: SiteRenderer): Promise<void> {
  // The page answers in the locale the form was sent from: /mr/ContactUs renders in Marathi.
  const forms = formsAt(ctx.path)!;
  // A posted form, parsed by strapi::body: its fields by name.
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const name = typeof body.form === 'string' ? body.form : Object.keys(forms)[0];
  const handler = forms[name];
  if (!handler) throw new HttpError(400, 'Unknown form', { form: `This page has no form '${name}'` });
  // The fields as typed (a form post sends only text), to show them again with the errors.
  const values = Object.fromEntries(
    Object.entries(pickFields(body, handler.fields)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  let form: SubmittedForm;
  let status = 200;
  try {
    let done: { message?: string; result?: unknown } = {};
    await handler.limit(ctx, async () => {
      done = await handler.run(values);
    });
    // POSTED_FORMS is keyed by the renderer's form names.
    form = {
      name: name as SubmittedForm['name'],
      values: {},
      errors: {},
      outcome: done.message ? { kind: 'success', message: done.message } : undefined,
      result: done.result,
    };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    status = error.status === 400 ? 422 : error.status;
    const message = error.status === 404 && handler.notFoundMessage ? handler.notFoundMessage : error.message;
    // POSTED_FORMS is keyed by the renderer's form names.
    form = {
      name: name as SubmittedForm['name'],
      values,
      errors: error.errors ?? {},
      outcome: error.errors ? undefined : { kind: 'error', message },
    };
  }
  const answer = await site.renderPage({ url: ctx.path, origin: publicOrigin(), read: readPublic, form });
  if (answer.status === 301) throw new Error(`${ctx.path} must render, not redirect`);
  sendPage(ctx, status, answer.html, 'no-store');
}
