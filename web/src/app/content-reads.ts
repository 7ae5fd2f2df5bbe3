import { isTranslatedRead } from '../lib/api-paths';
import type { PageMatch } from './match-page';

/**
 * A page's own content: the reads it declares and its record's (a past rate schedule), not what
 * every page shows around it (the footer's offices, the settings) nor a search's results, nor a
 * read with nothing written per locale (the rates' history: dates). Whether a page is translated
 * is judged on these (lib/content-language.ts).
 */
export const contentReadsOf = (match: Exclude<PageMatch, { kind: 'redirect' }>): string[] =>
  match.kind === 'page'
    ? [
        ...match.page.reads,
        ...(match.recordId !== undefined ? (match.page.recordPages?.reads?.(match.recordId) ?? []) : []),
      ].filter(isTranslatedRead)
    : [];
