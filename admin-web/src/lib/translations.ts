import { isAxiosError } from 'axios';
import useSWR from 'swr';
import {
  RECORD_VERSION_FIELD,
  SITE_LOCALES,
  type AnyObject,
  type ObjectSchema,
  type SiteLocale,
  type Translation,
  type TranslationLocale,
} from '@bank/shared';
import { apiClient, type Written } from './api-client';

/** A translated text field as a language's form shows it: the English form's label and input. */
export interface TranslatedField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'number';
}

/**
 * What a language's form of one record needs to know: where its translation is, which fields it
 * holds, and how they are checked and sent. The list editors and the About editor each describe theirs.
 */
export interface TranslationTarget {
  /** The translation in `locale`: `/admin/<path>/:id/translations/:locale`. */
  url: (locale: TranslationLocale) => string;
  fields: readonly TranslatedField[];
  /** The language's own file, where it may have one (a document's PDF); without it the English one is shown. */
  file?: {
    field: string;
    label: string;
    accept: string;
    /** What a chosen file's type says about it (the server checks its bytes as well). */
    problem: (file: File) => string | undefined;
  };
  /** Sent as multipart (pages, and resources with a file), else JSON. */
  multipart: boolean;
  /** The English fields' rules over the text fields (`translationSchema`). */
  schema: ObjectSchema<AnyObject>;
  /** False where a language's texts are removed one by one, by emptying them (the site settings): no Delete. */
  deletable?: boolean;
}

/** A record's translation, or null while it has none in that language (404). */
async function getTranslation(url: string): Promise<Translation | null> {
  try {
    return (await apiClient.get<Translation>(url)).data;
  } catch (failure) {
    if (isAxiosError(failure) && failure.response?.status === 404) return null;
    throw failure;
  }
}

/** The translation in one language, read once when its tab opens; `replace` puts a saved answer in place. */
export function useTranslation(url: string) {
  const { data, error, isLoading, mutate } = useSWR<Translation | null>(url, getTranslation, {
    onError: (failure) => console.error(`The translation ${url} did not load`, failure),
  });
  return {
    translation: data,
    failed: Boolean(error),
    isLoading,
    replace: (saved: Translation | null) => mutate(saved, { revalidate: false }),
    /** Reads it again (another person's change to the record): answers it, or null while it has none. */
    reload: () => mutate(),
  };
}

/**
 * PUT: creates or replaces the translation; answers it, or the change request it became (202). With
 * the record's version it was made from: 409 `StaleRecord` when someone changed the record since.
 */
export async function saveTranslation(
  target: TranslationTarget,
  locale: TranslationLocale,
  texts: Record<string, unknown>,
  file: File | null,
  version: string | null | undefined,
): Promise<Written<Translation>> {
  const values = version ? { ...texts, [RECORD_VERSION_FIELD]: version } : texts;
  let body: Record<string, unknown> | FormData = values;
  if (target.multipart) {
    body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value == null ? '' : String(value));
    if (file && target.file) body.append(target.file.field, file);
  }
  return (await apiClient.put<Written<Translation>>(target.url(locale), body)).data;
}

/** DELETE: the translation goes, and the English record shows in that language; answers `{message, version}` or 202. */
export async function deleteTranslation(
  target: TranslationTarget,
  locale: TranslationLocale,
): Promise<Written<{ message?: string; [RECORD_VERSION_FIELD]?: string | null }>> {
  return (
    await apiClient.delete<Written<{ message?: string; [RECORD_VERSION_FIELD]?: string | null }>>(target.url(locale))
  ).data;
}

/** A record's languages with `locale` added (`present`) or taken out, in the site's order: English first. */
export const withLocale = (locales: readonly SiteLocale[], locale: SiteLocale, present: boolean): SiteLocale[] =>
  SITE_LOCALES.filter((each) => (each === locale ? present : locales.includes(each)));

/** The `locales` of a record from the staff view, when it carries them. */
export const localesOf = (record: Record<string, unknown>): SiteLocale[] | undefined =>
  Array.isArray(record.locales) ? (record.locales as SiteLocale[]) : undefined;
