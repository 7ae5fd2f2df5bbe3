import { API_PATHS, isTranslatedRead } from '../lib/api-paths';
import type { PageMatch } from './match-page';

/**
 * A page's own content: the reads it declares, its record's (a past rate schedule) and the site
 * settings where their texts are its own (Home's banner, Contact's hours), not what every page shows
 * around it (the footer's offices and hours) nor a search's results, nor a read with nothing written
 * per locale (the rates' history: dates). Whether a page is translated is judged on these
 * (lib/content-language.ts).
 */
export const contentReadsOf = (match: Exclude<PageMatch, { kind: 'redirect' }>): string[] =>
  match.kind === 'page'
    ? [
        ...match.page.reads,
        ...(match.recordId !== undefined ? (match.page.recordPages?.reads?.(match.recordId) ?? []) : []),
        ...(match.page.showsSettingsTexts ? [API_PATHS.siteSettings] : []),
      ].filter(isTranslatedRead)
    : [];
