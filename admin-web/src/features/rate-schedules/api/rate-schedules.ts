import useSWR from 'swr';
import {
  RECORD_VERSION_FIELD,
  STAFF_VIEW,
  type AdminRateSchedule,
  type ChangeAccepted,
  type RateScheduleInput,
  type RateTextTranslations,
  type TranslationLocale,
  type Versioned,
} from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../../lib/api-client';

const RATE_SCHEDULES_URL = '/admin/rate-schedules';

/** Every schedule, newest date first, with its status today and the languages all its texts have. */
export function useRateSchedules() {
  const url = `${RATE_SCHEDULES_URL}?${STAFF_VIEW.param}=${STAFF_VIEW.value}`;
  const { data, isLoading, mutate } = useSWR<Versioned<AdminRateSchedule>[]>(url, fetchJson, {
    onError: (error) => console.error('The rate schedules did not load', error),
  });
  return { schedules: Array.isArray(data) ? data : [], isLoading, reload: () => mutate() };
}

/**
 * POST a new schedule, or PUT an upcoming one's new version: the whole schedule, rows without ids;
 * `confirmed` when the administrator saw and accepted how it changes announced rates (else 409).
 */
export async function saveRateSchedule(
  input: RateScheduleInput,
  id?: number,
  confirmed = false,
  // An edit's schedule as the form opened it: a save over another's since is refused (409).
  version?: string,
): Promise<Written<AdminRateSchedule>> {
  const sent = version ? { ...input, [RECORD_VERSION_FIELD]: version } : input;
  const body = confirmed ? { ...sent, confirm_differences: true } : sent;
  const { data } =
    id === undefined
      ? await apiClient.post<Written<AdminRateSchedule>>(RATE_SCHEDULES_URL, body)
      : await apiClient.put<Written<AdminRateSchedule>>(`${RATE_SCHEDULES_URL}/${id}`, body);
  return data;
}

/** Deletes an upcoming schedule: nothing (204), or the change request the delete became (202). */
export async function deleteRateSchedule(id: number): Promise<ChangeAccepted | undefined> {
  return (await apiClient.delete<ChangeAccepted | undefined>(`${RATE_SCHEDULES_URL}/${id}`)).data || undefined;
}

/**
 * Whose texts a translation is of: a schedule (`/admin/rate-schedules/{id}`), or a new schedule's
 * change waiting for approval (`/admin/changes/{id}`), which the translation joins.
 */
export type TranslationOwner = string;

/** A schedule's translations are under its own address. */
export const scheduleOwner = (id: number): TranslationOwner => `${RATE_SCHEDULES_URL}/${id}`;

/** A waiting new schedule's translations are under its change's address. */
export const waitingScheduleOwner = (changeId: number): TranslationOwner => `/admin/changes/${changeId}`;

const translationsUrl = (owner: TranslationOwner, locale: TranslationLocale) => `${owner}/translations/${locale}`;

/** A schedule's texts in one language, each with its translation or null: read when its tab opens. */
export function useRateTextTranslations(owner: TranslationOwner, locale: TranslationLocale) {
  const { data, error, mutate } = useSWR<RateTextTranslations>(translationsUrl(owner, locale), fetchJson, {
    onError: (failure) => console.error(`The ${locale} rate texts did not load`, failure),
  });
  return {
    translations: data,
    failed: Boolean(error),
    replace: (saved: RateTextTranslations) => mutate(saved, { revalidate: false }),
  };
}

/**
 * PUT translations of a schedule's texts (empty removes one): the texts after the write, or the
 * change request it became (202). Every schedule with the same words shows them.
 */
export async function saveRateTextTranslations(
  owner: TranslationOwner,
  locale: TranslationLocale,
  texts: RateTextTranslations['texts'],
): Promise<Written<RateTextTranslations>> {
  return (await apiClient.put<Written<RateTextTranslations>>(translationsUrl(owner, locale), { texts })).data;
}
