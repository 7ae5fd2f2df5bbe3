import useSWR from 'swr';
import { PAGE_SLUGS, type Page } from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../../lib/api-client';

const ABOUT_PAGE_URL = `/admin/pages?slug=${PAGE_SLUGS.about}`;

/** The About page record (the first with slug about-us), or null. */
export function useAboutPage() {
  const { data, isLoading, mutate } = useSWR<Page[]>(ABOUT_PAGE_URL, fetchJson, {
    onError: (error) => console.error('The About page did not load', error),
  });
  const page = Array.isArray(data) ? (data[0] ?? null) : null;
  return { page, isLoading, replace: (saved: Page) => mutate([saved], { revalidate: false }) };
}

export interface AboutInput {
  title: string;
  content: string;
  meta_title: string;
  meta_description: string;
}

/** POST /api/admin/pages (multipart, upsert by slug about-us) with an optional new image. */
export async function saveAboutPage(input: AboutInput, image: File | null): Promise<Written<Page>> {
  const body = new FormData();
  body.append('slug', PAGE_SLUGS.about);
  for (const [name, value] of Object.entries(input)) body.append(name, value);
  if (image) body.append('image', image);
  const { data } = await apiClient.post<Written<Page>>('/admin/pages', body);
  return data;
}
