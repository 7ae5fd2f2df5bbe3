import useSWR from 'swr';
import type { HideablePart, TranslationLocale } from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../lib/api-client';

const HIDDEN_PAGES_URL = '/admin/hidden-pages';

/** GET /api/admin/hidden-pages: the pages and parts hidden from visitors; `replace` puts a saved answer in its place. */
export function useHiddenParts() {
  const { data, error, mutate } = useSWR<string[]>(HIDDEN_PAGES_URL, fetchJson, {
    onError: (failure) => console.error('The hidden pages did not load', failure),
  });
  return {
    hidden: new Set(data ?? []),
    loaded: data !== undefined,
    failed: Boolean(error),
    replace: (saved: string[]) => mutate(saved, { revalidate: false }),
  };
}

/**
 * PUT /api/admin/hidden-pages: hides a page or part, or shows it again; answers what is hidden now, or
 * the change request it became (202).
 */
export async function setPartHidden(part: HideablePart, hidden: boolean): Promise<Written<string[]>> {
  return (await apiClient.put<Written<string[]>>(HIDDEN_PAGES_URL, { part, hidden })).data;
}

/** How much of a public page's content is written in a language: the records it shows, and how many have it. */
interface LocaleCoverage {
  translated: number;
  total: number;
}

/** GET /api/admin/translation-coverage: per public page that shows records, how many are in each language. */
export interface TranslationCoverage {
  pages: Array<{ path: string; locales: Record<TranslationLocale, LocaleCoverage> }>;
}

/** The coverage of each page by its path ('/Deposits'); a page whose content is not records is absent. */
export function useTranslationCoverage() {
  const { data } = useSWR<TranslationCoverage>('/admin/translation-coverage', fetchJson, {
    onError: (failure) => console.error('The translation coverage did not load', failure),
  });
  return new Map((Array.isArray(data?.pages) ? data.pages : []).map((page) => [page.path, page.locales]));
}
