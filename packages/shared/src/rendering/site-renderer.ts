/**
 * The contract between the CMS and the public site's server renderer (web/src/server/entry-server.tsx,
 * loaded by cms/src/rendering/site-renderer.ts): types only, so each side is checked against the other.
 */
import type { SiteLocale } from '../locales';

/** The forms a page may post without JavaScript: the contact form, and a complaint lodged or looked up. */
export type FormName = 'contact' | 'complaint' | 'lookup';

/** A form posted without JavaScript and answered by the server: what was sent and what came of it. */
export interface SubmittedForm {
  /** Which form of the page was posted; the contact form when absent. */
  name?: FormName;
  values: Record<string, string | undefined>;
  /** Field name -> message, from the shared schema. */
  errors: Record<string, string>;
  /** The page-level outcome: the thank-you text, or why nothing was sent. */
  outcome?: { kind: 'success' | 'error'; message: string };
  /** What the server answered with beyond a message (a complaint's receipt or status). */
  result?: unknown;
}

/** Reads one public API path in-process: the same records /api answers with. */
export type ReadPublic = (apiPath: string) => Promise<unknown>;

/** One page request, as the server hands it over. */
export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  /** Scheme and host the site is published under, for canonical and OpenGraph URLs. */
  origin: string;
  read: ReadPublic;
  /** A form posted to this page without JavaScript, and the server's answer to it. */
  form?: SubmittedForm;
}

/** A page answer; `storable` is false for a page made with a search of its address's query (never cached). */
export type PageAnswer = { status: 301; location: string } | { status: 200 | 404; html: string; storable: boolean };

/** What the sitemap is made from. */
export interface SitemapSources {
  origin: string;
  read: ReadPublic;
  /** When the newest record an API path answers with last changed (ISO 8601), if it has any. */
  lastModified: (apiPath: string) => Promise<string | undefined>;
}

/** A page of the sitemap (an English address) and the API reads it shows. */
export interface SitemapPage {
  path: string;
  reads: readonly string[];
}

/** What the public site's server build gives the server. */
export interface SiteRenderer {
  renderPage(request: PageRequest): Promise<PageAnswer>;
  robotsTxt(origin: string): string;
  sitemapXml(sources: SitemapSources): Promise<string>;
  /** The sitemap's pages, each with the reads it shows (the back office's translation coverage). */
  sitemapPages(read: ReadPublic): Promise<SitemapPage[]>;
  /** The path itself when it is a page's own address (not an alias, another spelling or unknown). */
  pagePathOf(pathname: string): string | undefined;
  /**
   * A form's error message (the shared schemas', the server's, the validation library's) in a
   * locale, as the page shows it: the API answers a form sent from a Marathi page in Marathi.
   */
  formMessage(locale: SiteLocale, message: string): Promise<string>;
}
