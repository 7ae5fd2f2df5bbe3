import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../lib/api-paths';
import {
  AFTER_FIRST_PAINT_ID,
  AFTER_FIRST_PAINT_MARKER,
  CRITICAL_CSS_MARKER,
  SITE_STYLESHEET_ATTRIBUTE,
} from '../lib/site-stylesheet';
import { criticalCss } from './critical-css';
import { createPageRenderer } from './entry-server';
import type { BuildManifest } from './screen-assets';

// A page's first paint needs nothing but its HTML: the rules its own elements use are in its head,
// the whole stylesheet loads without blocking it. (The built product's pages: e2e/critical-css.test.ts.)
/** Where the built index.html links the whole stylesheet. */
const STYLESHEET_HREF = '/assets/style-Ab12.css';
const STYLESHEET = {
  css: [
    "@font-face{font-family:Noto Sans Devanagari;src:url(/assets/noto.woff2)format('woff2');unicode-range:U+900-97F}",
    ':root{--navy:#0b3a5b}',
    '.page-banner{background:var(--navy);color:#fff}',
    '.hero{padding:4rem 0}',
    '.site-header{position:sticky;top:0}',
    '.site-header.is-sticky{box-shadow:0 1px 4px #0003}',
    '.modal{position:fixed}',
    ':lang(mr){letter-spacing:normal!important}',
  ].join(''),
};
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    ${CRITICAL_CSS_MARKER}
    <noscript><link rel="stylesheet" crossorigin href="${STYLESHEET_HREF}"></noscript>
    <template id="${AFTER_FIRST_PAINT_ID}"><link rel="stylesheet" crossorigin href="${STYLESHEET_HREF}" ${SITE_STYLESHEET_ATTRIBUTE}>${AFTER_FIRST_PAINT_MARKER}</template>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <script fetchpriority="low" type="module" crossorigin src="/assets/index-Ef56.js"></script>
  </body>
</html>`;
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-Ef56.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
  'src/main.tsx': { file: 'assets/main-Gh78.js', imports: ['_jsx-runtime.js'] },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime-Ij90.js' },
  'src/features/deposits/deposits-page.tsx': {
    file: 'assets/deposits-page-Kl12.js',
    imports: ['_jsx-runtime.js', '_page-banner.js'],
  },
  '_page-banner.js': { file: 'assets/page-banner-Mn34.js' },
};
/** A site with no records: lists are empty, single records absent. */
const read = async (apiPath: string) => (apiPath === API_PATHS.hiddenPages ? [] : undefined);

const renderPage = createPageRenderer({ template: TEMPLATE, manifest: MANIFEST, stylesheet: STYLESHEET });

async function pageAt(url: string): Promise<{ head: string; critical: string }> {
  const answer = await renderPage({ url, origin: 'https://www.vishwas.example', read });
  if (!('html' in answer)) throw new Error(`${url} answered ${answer.status}`);
  const head = answer.html.slice(0, answer.html.indexOf('</head>'));
  return { head, critical: /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '' };
}

describe("a page's critical CSS", () => {
  it('puts in the head the rules its elements use, and leaves out those of elements it lacks', async () => {
    const { critical } = await pageAt('/Deposits');
    expect(critical).toContain('.page-banner{');
    expect(critical).toContain('.site-header{');
    expect(critical).toContain(':root{--navy:#0b3a5b}');
    // Home's banner and a dialog are not on this page; a class added by a script waits for the stylesheet.
    expect(critical).not.toContain('.hero{');
    expect(critical).not.toContain('.modal{');
    expect(critical).not.toContain('.is-sticky');
  });

  it("puts Home's banner in Home's head", async () => {
    expect((await pageAt('/')).critical).toContain('.hero{');
  });

  it('keeps the fonts and the Devanagari spacing rule on a Marathi page', async () => {
    const { critical } = await pageAt('/mr/ContactUs');
    expect(critical).toContain('@font-face{font-family:Noto Sans Devanagari;');
    expect(critical).toContain(':lang(mr){letter-spacing:normal!important}');
  });

  it('keeps the whole stylesheet out of the way of the first paint, linked for a browser without JavaScript', async () => {
    const { head } = await pageAt('/About');
    const inert = /<noscript>[\s\S]*?<\/noscript>|<template[\s\S]*?<\/template>/g;
    expect(head.replace(inert, '')).not.toMatch(/<link rel="stylesheet"/);
    expect(head).toContain(`<noscript><link rel="stylesheet" crossorigin href="${STYLESHEET_HREF}"></noscript>`);
    expect(head).toContain(
      `<link rel="stylesheet" crossorigin href="${STYLESHEET_HREF}" ${SITE_STYLESHEET_ATTRIBUTE}>`,
    );
  });

  it("names the screen's chunk in the head and leaves what it imports for after the first paint", async () => {
    const { head } = await pageAt('/Deposits');
    const template = new RegExp(`<template id="${AFTER_FIRST_PAINT_ID}">([\\s\\S]*?)</template>`).exec(head)?.[1] ?? '';
    expect(head.replace(template, '')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/deposits-page-Kl12.js">',
    );
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/page-banner-Mn34.js">');
    // The site's own code is the entry's to load, after the first paint.
    expect(head).not.toContain('main-Gh78.js');
    expect(head).not.toContain('jsx-runtime-Ij90.js');
  });

  it('matches a page once: the same HTML again takes the rules kept for it', async () => {
    const rulesOf = criticalCss(STYLESHEET);
    const body = '<div class="page-banner"><h1>Deposits</h1></div>';
    const first = rulesOf('en', body);
    expect(rulesOf('en', body)).toBe(first);
    expect(await first).toContain('.page-banner{');
    expect(rulesOf('en', `${body}<div class="modal"></div>`)).not.toBe(first);
  });
});
