// How a built page loads its styles and scripts, so that its first paint needs nothing but the HTML
// (see src/lib/site-stylesheet.ts):
//   - the browser build's index.html: the site's stylesheet moves into a <template> of what the page
//     loads after its first paint (where the server adds the modules the page hydrates with), with
//     a <noscript> link for a browser without JavaScript, and the marker where the server writes the
//     rules the page's own HTML uses (src/server/critical-css.ts). The entry (src/boot.ts, which
//     loads the template once the page has painted) moves to the end of the body, at low priority.
//   - the server build: virtual:site-stylesheet, the browser build's stylesheet (its address and
//     text), from which the server takes each page's critical rules. Undefined outside a build (the
//     dev server and the component tests, which give the renderer a stylesheet of their own).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  AFTER_FIRST_PAINT_ID,
  AFTER_FIRST_PAINT_MARKER,
  CRITICAL_CSS_MARKER,
  SITE_STYLESHEET_ATTRIBUTE,
} from './src/lib/site-stylesheet.ts';

/** Where the browser build is written (the server build runs after it and reads its stylesheet). */
export const BROWSER_OUT_DIR = 'dist';
const STYLESHEET_ID = 'virtual:site-stylesheet';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/** index.html as the build wrote it, made to paint from its own bytes (see the top of this file). */
function deferLoading(html: string): string {
  const stylesheet = STYLESHEET.exec(html);
  const script = ENTRY_SCRIPT.exec(html);
  if (!stylesheet || !script)
    throw new Error('index.html: the build wrote no stylesheet link or no entry script where expected');
  const preloads = html.match(MODULE_PRELOADS) ?? [];
  const lowPriority = (tag: string) => tag.trim().replace(/^<(script|link) /, '<$1 fetchpriority="low" ');
  const href = stylesheet[1];
  const styles = [
    CRITICAL_CSS_MARKER,
    `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`,
    `<template id="${AFTER_FIRST_PAINT_ID}"><link rel="stylesheet" crossorigin href="${href}" ${SITE_STYLESHEET_ATTRIBUTE}>${AFTER_FIRST_PAINT_MARKER}</template>`,
  ].join('\n    ');
  const scripts = [script[0], ...preloads].map(lowPriority).join('\n    ');
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace(STYLESHEET, () => styles)
    .replace('</body>', () => `  ${scripts}\n  </body>`);
}

/** The text of the browser build's stylesheet: the one its index.html loads (as deferLoading left it). */
function browserStylesheet(root: string): { css: string } {
  const outDir = path.join(root, BROWSER_OUT_DIR);
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const href = new RegExp(`<link rel="stylesheet" crossorigin href="(/[^"]+)" ${SITE_STYLESHEET_ATTRIBUTE}>`).exec(
    html,
  )?.[1];
  if (!href) throw new Error(`${BROWSER_OUT_DIR}/index.html has no site stylesheet: build the browser's side first`);
  return { css: readFileSync(path.join(outDir, href), 'utf8') };
}

export function pageDocument(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'page-document',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (config.command === 'build' && !config.build.ssr ? deferLoading(html) : html),
    },
    resolveId: (id) => (id === STYLESHEET_ID ? `\0${STYLESHEET_ID}` : undefined),
    load(id) {
      if (id !== `\0${STYLESHEET_ID}`) return undefined;
      const built = config.command === 'build' && config.build.ssr ? browserStylesheet(config.root) : undefined;
      return `export default ${JSON.stringify(built)};`;
    },
  };
}
