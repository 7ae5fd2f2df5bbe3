import useSWR from 'swr';
import {
  PAGE_SLUGS,
  PAGE_TRANSLATED_FIELDS,
  RECORD_VERSION_FIELD,
  STAFF_VIEW,
  pageSchema,
  type Page,
  type Versioned,
} from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../../lib/api-client';
import type { TranslatedField, TranslationTarget } from '../../../lib/translations';

// The staff view: each page with its version, which a save sends back (concurrent edits).
const ABOUT_PAGE_URL = `/admin/pages?slug=${PAGE_SLUGS.about}&${STAFF_VIEW.param}=${STAFF_VIEW.value}`;

/** The About page record (the first with slug about-us) with its version, or null. */
export function useAboutPage() {
  const { data, isLoading, mutate } = useSWR<Versioned<Page>[]>(ABOUT_PAGE_URL, fetchJson, {
    onError: (error) => console.error('The About page did not load', error),
  });
  const page = Array.isArray(data) ? (data[0] ?? null) : null;
  // A save's answer has no version: the page is read again for the next save's.
  return {
    page,
    isLoading,
    replace: (saved: Page) => mutate([{ ...saved, version: page?.version ?? '' }]),
    /** Reads the page again (someone saved it since): answers it, or null. */
    reload: async () => {
      const fresh = await mutate();
      return Array.isArray(fresh) ? (fresh[0] ?? null) : null;
    },
  };
}

export interface AboutInput {
  title: string;
  content: string;
  meta_title: string;
  meta_description: string;
}

/**
 * POST /api/admin/pages (multipart, upsert by slug about-us) with an optional new image and the
 * version the page was read at: 409 `StaleRecord` when someone saved it since.
 */
export async function saveAboutPage(
  input: AboutInput,
  image: File | null,
  version: string | undefined,
): Promise<Written<Page>> {
  const { data } = await apiClient.post<Written<Page>>('/admin/pages', aboutPageBody(input, image, version));
  return data;
}

/**
 * The About page's save as its route takes it (multipart, by slug), with the version its form read:
 * also what a change sent back is sent again with.
 */
export function aboutPageBody(input: AboutInput, image: File | null, version: string | null | undefined): FormData {
  const body = new FormData();
  body.append('slug', PAGE_SLUGS.about);
  for (const [name, value] of Object.entries(input)) body.append(name, value);
  if (image) body.append('image', image);
  if (version) body.append(RECORD_VERSION_FIELD, version);
  return body;
}

/** A page's texts written per language (its PDF aside: the About page has none). */
const PAGE_TRANSLATED_TEXTS = PAGE_TRANSLATED_FIELDS.filter((field) => field !== 'pdf');

/**
 * The About page's languages: its texts at /api/admin/pages/:id/translations/:locale, multipart as the
 * server's page routes take them, checked with the English page's rules.
 */
export const aboutTranslationTarget = (page: Page, fields: readonly TranslatedField[]): TranslationTarget => ({
  url: (locale) => `/admin/pages/${page.id}/translations/${locale}`,
  fields: fields.filter((field) => (PAGE_TRANSLATED_TEXTS as readonly string[]).includes(field.name)),
  multipart: true,
  schema: pageSchema.pick(PAGE_TRANSLATED_TEXTS),
});
