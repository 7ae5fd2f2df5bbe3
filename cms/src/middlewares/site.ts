import type { Context, Next } from 'koa';
import path from 'path';
import { promises as fs } from 'fs';
import send from 'koa-send';
import { answerPostedForm, answerSiteRead, isFormPage } from '../rendering/site-answers';
import { siteBuildDirs, siteRendererOf } from '../rendering/site-renderer';
import { answerPreview, isPreviewPath } from '../preview/render-preview';
import type { Core } from '@strapi/strapi';

/** Paths that belong to the server, never to a front-end build. */
const SERVER_PREFIXES = ['/api', '/uploads', '/admin'];
const isServerPath = (p: string) => SERVER_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));

/** A browser opening an address (its Accept names HTML), not a script or an image element fetching it. */
const asksForPage = (ctx: Context) => /\btext\/html\b/.test(ctx.get('Accept'));

/** A copy the upload plugin makes of a picture, /uploads/small_<hash>.webp and the like: the original's hash. */
const PICTURE_COPY = /^\/uploads\/(?:thumbnail|small|medium|large)_([^/]+)\.\w+$/;

/** The back office answers /AdminLogin, /AdminSetPassword (a set-password link) and /AdminPage/* (it is built with base /AdminPage/). */
const isBackOfficePath = (p: string) =>
  p === '/AdminLogin' || p === '/AdminSetPassword' || p === '/AdminPage' || p.startsWith('/AdminPage/');
const BACK_OFFICE_BASE = '/AdminPage';

async function isFile(root: string, relative: string): Promise<boolean> {
  const resolved = path.resolve(root, `.${relative}`);
  if (!resolved.startsWith(root + path.sep)) return false;
  try {
    return (await fs.stat(resolved)).isFile();
  } catch {
    return false;
  }
}

/** The stored original (its path under /uploads) of the picture with this hash, if the local provider keeps it. */
async function originalPictureOf(hash: string): Promise<string | null> {
  const file = await strapi.db.query('plugin::upload.file').findOne({ where: { hash }, select: ['url'] });
  return typeof file?.url === 'string' && file.url.startsWith('/uploads/') ? file.url.slice('/uploads'.length) : null;
}

/**
 * One origin: after Strapi's router found nothing for a GET, serve the matching front-end file;
 * else the public site renders the page on the server (rendering/), and the back office sends
 * its index.html so its client-side router takes over. Hashed assets are immutable.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const repoRoot = path.resolve(strapi.dirs.app.root, '..');
  const { webRoot } = siteBuildDirs(strapi.dirs.app.root);
  const backOfficeRoot = path.resolve(process.env.ADMIN_WEB_DIST_DIR || path.join(repoRoot, 'admin-web', 'dist'));
  const uploadsRoot = path.resolve(strapi.dirs.static.public, 'uploads');
  const siteRenderer = siteRendererOf(strapi.dirs.app.root);
  const notBuilt = (ctx: Context, root: string) => {
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.body = `This part of the site is not built yet (${path.relative(repoRoot, root)} is missing): run npm start.`;
  };

  return async (ctx: Context, next: Next) => {
    // Where a page's form posts when the browser runs no JavaScript.
    if (ctx.method === 'POST' && isFormPage(ctx.path)) {
      const site = await siteRenderer();
      if (!site) return notBuilt(ctx, webRoot);
      await answerPostedForm(ctx, site);
      return;
    }
    const isRead = ['GET', 'HEAD'].includes(ctx.method);
    // strapi::public routes / to the Strapi panel; on this site / is the public home page.
    if (!(isRead && ctx.path === '/')) {
      await next();
      if (!isRead || ctx.status !== 404 || ctx.body != null) return;
      // Copies are made only smaller and lighter than the original (extensions/upload): a srcset may name any size.
      const copy = PICTURE_COPY.exec(ctx.path);
      const original = copy && (await originalPictureOf(copy[1]));
      if (original && (await isFile(uploadsRoot, original))) {
        await send(ctx, original, { root: uploadsRoot, maxage: 3600 * 1000 });
        return;
      }
      // A missing file under /uploads (an old link to a circular's PDF) opened in a browser gets the
      // site's Page Not Found, with its way back; anything else asking gets the plain 404.
      if (isServerPath(ctx.path) && !(ctx.path.startsWith('/uploads/') && asksForPage(ctx))) return;
    }

    // A change's preview: the page as it will be, never stored nor counted (preview/).
    if (isPreviewPath(ctx.path)) {
      const site = await siteRenderer();
      if (!site) return notBuilt(ctx, webRoot);
      await answerPreview(ctx, site);
      return;
    }
    const backOffice = isBackOfficePath(ctx.path);
    const root = backOffice ? backOfficeRoot : webRoot;
    // Back-office files sit under its base; /AdminLogin and /AdminSetPassword are only ever its index.html.
    const relative = !backOffice
      ? ctx.path
      : ctx.path.startsWith(BACK_OFFICE_BASE)
        ? ctx.path.slice(BACK_OFFICE_BASE.length) || '/'
        : '/';

    // The public site's template and build manifest are the renderer's input, not pages.
    const internal = !backOffice && (relative === '/index.html' || relative.startsWith('/.vite/'));
    if (relative !== '/' && !internal && (await isFile(root, relative))) {
      const hashed = relative.startsWith('/assets/');
      await send(ctx, relative, {
        root,
        brotli: true,
        gzip: true,
        immutable: hashed,
        maxage: hashed ? 365 * 24 * 3600 * 1000 : 3600 * 1000,
      });
      return;
    }
    if (!backOffice) {
      const site = await siteRenderer();
      if (!site) return notBuilt(ctx, webRoot);
      await answerSiteRead(ctx, site);
      return;
    }
    if (!(await isFile(root, '/index.html'))) return notBuilt(ctx, root);
    await send(ctx, '/index.html', { root, brotli: true, gzip: true });
    ctx.set('Cache-Control', 'no-cache');
  };
};
