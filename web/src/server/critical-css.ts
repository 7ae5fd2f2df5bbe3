import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { LRUCache } from 'lru-cache';

/** The site's stylesheet as the browser build wrote it: its text. */
export interface SiteStylesheet {
  css: string;
}

/** Pages whose critical rules are kept: every page in three languages, with room for records' own pages. */
const KEPT_PAGES = 1000;

/**
 * Beasties (the maintained successor of Google's critters) keeps the rules of a <style> that match an
 * element of the document and the keyframes its animations name. It is given a document of its
 * own, the stylesheet inline, and only its rules are taken: the page's HTML is never re-serialised.
 * Fonts are left to FONT_FACES below.
 */
const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: true,
  inlineFonts: false,
  preloadFonts: false,
  keyframes: 'critical',
  compress: true,
  // :lang() cannot be matched statically: the Devanagari letter-spacing rule (app/global.css) is kept.
  allowRules: [/:lang\(/],
  logLevel: 'error',
});

const STYLE = /<style>([\s\S]*?)<\/style>/;
/**
 * Every @font-face of the (minified) stylesheet, kept on every page: the site names its fonts through
 * custom properties (var(--font)), which Beasties cannot follow, and a face's unicode-range already
 * keeps a page without Devanagari text from downloading the Devanagari files (app/fonts.css).
 */
const FONT_FACES = /@font-face\{[^}]*\}/g;

/**
 * The rules of the site's stylesheet that a page's HTML uses, to inline in its head: what its
 * first paint needs, while the whole stylesheet loads without blocking it. Kept per page (by the
 * HTML itself), the least recently used going first: a page the cache renders again after a write
 * elsewhere costs a hash, not a match. A page never kept by the public cache (`keep` false: a form's
 * answer, a look-up, a 404) is matched but not kept, so that such answers do not push pages out.
 */
export function criticalCss(
  stylesheet: SiteStylesheet,
): (lang: string, bodyHtml: string, keep?: boolean) => Promise<string> {
  const kept = new LRUCache<string, Promise<string>>({ max: KEPT_PAGES });
  const fontFaces = (stylesheet.css.match(FONT_FACES) ?? []).join('');
  return (lang, bodyHtml, keep = true) => {
    const key = createHash('sha256').update(lang).update('\0').update(bodyHtml).digest('base64url');
    let rules = kept.get(key);
    if (!rules) {
      const document = `<!doctype html><html lang="${lang}"><head><style>${stylesheet.css}</style></head><body>${bodyHtml}</body></html>`;
      rules = beasties.process(document).then(
        (processed) => fontFaces + (STYLE.exec(processed)?.[1] ?? ''),
        (error: unknown) => {
          // The page still paints right, with every rule; the next render tries again.
          console.error('Critical CSS failed: the page carries the whole stylesheet', error);
          kept.delete(key);
          return stylesheet.css;
        },
      );
      if (keep) kept.set(key, rules);
    }
    return rules;
  };
}
