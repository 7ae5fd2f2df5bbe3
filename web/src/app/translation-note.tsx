import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LOCALE } from '@bank/shared';
import { contentLanguage } from '../lib/content-language';
import { useI18n } from '../lib/i18n';
import { useApiRecord } from '../lib/use-api-list';
import { contentReadsOf } from './content-reads';
import { matchPublicPage } from './match-page';
import './translation-note.css';

/** Reads each path in turn, one hook a component, and hands the values over once all have come. */
function ReadEach({
  paths,
  values = [],
  children,
}: {
  paths: readonly string[];
  values?: readonly unknown[];
  children: (values: readonly unknown[]) => ReactNode;
}) {
  const [first, ...rest] = paths;
  const { record } = useApiRecord<unknown>(first ?? null);
  if (first === undefined) return children(values);
  return (
    <ReadEach paths={rest} values={[...values, record]}>
      {children}
    </ReadEach>
  );
}

/**
 * On a Marathi or Hindi page whose content is, in part, not yet translated (its records came in
 * English, marked lang="en" where they show), a note in the page's language says so, as RBI's own
 * site does. Judged on the page's own reads, the same data the server rendered it with.
 */
export function TranslationNote() {
  const i18n = useI18n();
  const { pathname } = useLocation();
  if (i18n.locale === DEFAULT_LOCALE) return null;
  const match = matchPublicPage(pathname);
  if (match.kind === 'redirect') return null;
  const reads = contentReadsOf(match);
  if (reads.length === 0) return null;
  return (
    <ReadEach key={pathname} paths={reads}>
      {(values) =>
        contentLanguage(values, i18n.locale).untranslated > 0 && (
          <p className="translation-note container" role="note">
            {i18n._('Part of this page is not yet translated and is shown in English.')}
          </p>
        )
      }
    </ReadEach>
  );
}
