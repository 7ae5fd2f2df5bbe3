import { useEffect, useState } from 'react';
import { SITE_LOCALES, type SiteLocale } from '@bank/shared';

export type OfferedLocale = Exclude<SiteLocale, 'en'>;

/** The first of the browser's languages the site has, when it is Marathi or Hindi. */
export function preferredOffered(languages: readonly string[]): OfferedLocale | undefined {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if ((SITE_LOCALES as readonly string[]).includes(language))
      return language === 'en' ? undefined : (language as OfferedLocale);
  }
  return undefined;
}

/**
 * The language to offer on a page in `pageLocale`, once the page runs (the server's HTML, which
 * every visitor shares, offers nothing): the browser's preferred one when the site has it in Marathi
 * or Hindi and the page is in another. Whether the visitor answered before, the offer asks itself.
 */
export function useOfferedLocale(pageLocale: SiteLocale): [OfferedLocale | undefined, () => void] {
  const [offered, setOffered] = useState<OfferedLocale | undefined>();
  useEffect(() => {
    const preferred = preferredOffered(navigator.languages ?? [navigator.language]);
    if (preferred && preferred !== pageLocale) setOffered(preferred);
  }, [pageLocale]);
  return [offered, () => setOffered(undefined)];
}
