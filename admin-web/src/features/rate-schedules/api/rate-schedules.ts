import useSWR from 'swr';
import type { AdminRateSchedule, ChangeAccepted, RateScheduleInput } from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../../lib/api-client';

const RATE_SCHEDULES_URL = '/admin/rate-schedules';

/** Every schedule, newest date first, with its status today. */
export function useRateSchedules() {
  const { data, isLoading, mutate } = useSWR<AdminRateSchedule[]>(RATE_SCHEDULES_URL, fetchJson, {
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
): Promise<Written<AdminRateSchedule>> {
  const body = confirmed ? { ...input, confirm_differences: true } : input;
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
