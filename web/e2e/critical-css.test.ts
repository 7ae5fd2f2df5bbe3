import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '@bank/testing/browser';
import { productForTestFile, type RunningProduct } from '@bank/testing/product';
import { PUBLIC_PAGES } from '../src/app/public-pages';

// A page's first paint needs nothing but its HTML: the rules its elements use are inline in its
// head, and the whole stylesheet loads after it (put in by the entry script, linked in a <noscript>
// for a browser without JavaScript). The real product on a fresh seeded database.
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await productForTestFile();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1440, height: 900 };
const STYLESHEET = /\/assets\/style-[\w-]+\.css$/;

const headOf = async (path: string) => (await (await fetch(`${product.url}${path}`)).text()).split('</head>')[0];

/**
 * What a visitor sees of the page's first screen: each element's box, colours and type, in order.
 * Read without JavaScript (the server's HTML as it arrives), with or without the whole stylesheet.
 */
async function firstScreen(context: BrowserContext, path: string, viewport: typeof PHONE): Promise<string[]> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${product.url}${path}`, { waitUntil: 'load' });
  // The page is read through the DevTools protocol: page scripts are off.
  const client = await context.newCDPSession(page);
  const { nodes } = await client
    .send('DOMSnapshot.captureSnapshot', {
      computedStyles: ['color', 'background-color', 'font-size', 'font-weight', 'display', 'position'],
      includeDOMRects: true,
    })
    .then(({ documents, strings }) => {
      const [document] = documents;
      const { layout } = document;
      return {
        nodes: layout.nodeIndex.map((node, index) => {
          const [x, y, width, height] = layout.bounds[index].map(Math.round);
          const styles = layout.styles[index].map((value) => strings[value]).join(' ');
          const name = strings[document.nodes.nodeName![node]];
          return { y, line: `${name} ${x},${y} ${width}×${height} ${styles}` };
        }),
      };
    });
  await page.close();
  return nodes.filter((node) => node.y < viewport.height).map((node) => node.line);
}

describe('the first paint', () => {
  it.each([...PUBLIC_PAGES.map(({ path }) => path), '/mr', '/hi/ContactUs', '/mr/News'])(
    '%s carries its critical rules in its head and links the stylesheet without blocking',
    async (path) => {
      const head = await headOf(path);
      const critical = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
      // The header every page opens with, and the tokens its colours come from.
      expect(critical).toContain('.site-header{');
      expect(critical).toMatch(/:root\{--navy:/);
      expect(critical).toContain(path === '/' || path === '/mr' ? '.hero{' : '.page-banner{');
      // No stylesheet the browser fetches before the first paint: the whole one waits in the page's
      // template of what it loads after it, and in a <noscript>.
      expect(head.replace(/<noscript>[\s\S]*?<\/noscript>|<template[\s\S]*?<\/template>/g, '')).not.toMatch(
        /<link rel="stylesheet"/,
      );
      expect(head).toMatch(
        /<template id="after-first-paint"><link rel="stylesheet" crossorigin href="\/assets\/style-[\w-]+\.css"/,
      );
      expect(head).toMatch(
        /<noscript><link rel="stylesheet" crossorigin href="\/assets\/style-[\w-]+\.css"><\/noscript>/,
      );
    },
  );

  it.each(['/', '/About', '/Deposits', '/News', '/InterestRates', '/CustomerProtection', '/mr', '/hi/ContactUs'])(
    '%s looks the same on its first screen with its inline rules alone as with the whole stylesheet',
    async (path) => {
      for (const viewport of [PHONE, LAPTOP]) {
        const withStylesheet = await browser.newContext({ javaScriptEnabled: false });
        const inlineOnly = await browser.newContext({ javaScriptEnabled: false });
        const blocked: string[] = [];
        await inlineOnly.route(STYLESHEET, (route) => {
          blocked.push(route.request().url());
          return route.abort();
        });
        try {
          const expected = await firstScreen(withStylesheet, path, viewport);
          expect(expected.length).toBeGreaterThan(20);
          expect(await firstScreen(inlineOnly, path, viewport)).toEqual(expected);
          // The page did ask for the stylesheet (its <noscript> link) and went without it.
          expect(blocked).not.toEqual([]);
        } finally {
          await withStylesheet.close();
          await inlineOnly.close();
        }
      }
    },
  );
});
