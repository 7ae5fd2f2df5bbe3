import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../lib/api-paths';
import { createPageRenderer } from './entry-server';
import type { BuildManifest } from './screen-assets';

// The renderer's head on a page in each language preloads no font, though the manifest names the
// Devanagari font's files: a Marathi or Hindi page takes the device's own copy where it has one
// (app/fonts.css), and a preload would download the files there too.
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
  it.each(['/mr', '/hi/ContactUs', '/mr/Deposits', '/', '/ContactUs'])('%s preloads no font', async (url) => {
    const head = await headOf(url);
    expect(head).toContain('<title>');
    expect(head).not.toContain('as="font"');
    expect(head).not.toContain('woff2');
  });
});
