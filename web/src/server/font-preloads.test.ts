import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../lib/api-paths';
import { createPageRenderer } from './entry-server';
import type { BuildManifest } from './screen-assets';

// The renderer's head on a page in each language: Marathi and Hindi pages preload the Devanagari
// font's two files (hashed names from Vite's manifest), English pages none, as they download no font.
const FONT_FILES = '../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari';
const MANIFEST: BuildManifest = {
  [`${FONT_FILES}-400-normal.woff2`]: { file: 'assets/noto-sans-devanagari-devanagari-400-normal-Ab12.woff2' },
  [`${FONT_FILES}-700-normal.woff2`]: { file: 'assets/noto-sans-devanagari-devanagari-700-normal-Cd34.woff2' },
  'index.html': { file: 'assets/index-Ef56.js', isEntry: true },
};
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-Ef56.js"></script>
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

const renderPage = createPageRenderer({ template: TEMPLATE, manifest: MANIFEST });
/** A site with no records: lists are empty, single records absent. */
const read = async (apiPath: string) => (apiPath === API_PATHS.hiddenPages ? [] : undefined);

async function headOf(url: string): Promise<string> {
  const answer = await renderPage({ url, origin: 'https://www.vishwas.example', read });
  if (!('html' in answer)) throw new Error(`${url} answered ${answer.status}`);
  return answer.html.slice(0, answer.html.indexOf('</head>'));
}

describe('the Devanagari font in the head of a page', () => {
  it.each(['/mr', '/hi/ContactUs', '/mr/Deposits'])('%s preloads both weights before the scripts', async (url) => {
    const head = await headOf(url);
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-devanagari-devanagari-400-normal-Ab12.woff2">',
    );
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-devanagari-devanagari-700-normal-Cd34.woff2">',
    );
    expect(head.indexOf('rel="preload" as="font"')).toBeLessThan(head.indexOf('<script type="module"'));
  });

  it.each(['/', '/ContactUs', '/Deposits'])('%s (English) preloads no font', async (url) => {
    const head = await headOf(url);
    expect(head).toContain('<title>');
    expect(head).not.toContain('as="font"');
    expect(head).not.toContain('woff2');
  });
});
