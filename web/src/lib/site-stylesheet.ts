// How a page the server rendered loads what its first paint does not need (web/vite-page-document.ts
// writes index.html so): the rules its own HTML uses are inline in its head; the whole stylesheet
// and the modules of the site's code wait in a <template> (inert: nothing in it is fetched) until
// the entry has seen the first paint, and a <noscript> links the stylesheet for a browser without
// JavaScript.

/** Where the built index.html takes a page's critical rules (the server fills it). */
export const CRITICAL_CSS_MARKER = '<!--app-critical-css-->';
/** Where it takes the modules the page hydrates with, inside the template (the server fills it). */
export const AFTER_FIRST_PAINT_MARKER = '<!--app-after-first-paint-->';
/** The <template> of what the page loads after its first paint. */
export const AFTER_FIRST_PAINT_ID = 'after-first-paint';
/** Marks the site's whole stylesheet among them. */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet';

/** Puts the template's stylesheet and module preloads into the head, where the browser fetches them. */
export function loadAfterFirstPaint(): void {
  const template = document.getElementById(AFTER_FIRST_PAINT_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content.cloneNode(true));
}

/**
 * Resolves once the whole stylesheet is in, so that nothing React draws on hydration (the scripted
 * menus, a lazy part) shows without its rules. At once on a page without it (the dev server's).
 */
export function siteStylesheetLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${SITE_STYLESHEET_ATTRIBUTE}]`);
  // A link's sheet is there once it has loaded.
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    // A failed stylesheet must not keep the page from working: its critical rules are in already.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
