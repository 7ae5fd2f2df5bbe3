import type { RateSchedule, RateScheduleBody, RateScheduleHistoryEntry } from '@bank/shared';
import { API_PATHS, pastRatesPath } from './api-paths';
import { useApiList, useApiRecord } from './use-api-list';

/** The schedule in force and the next announced one (Home's figures, the rates page, the calculators). */
export const useRates = () => useApiRecord<RateSchedule>(API_PATHS.rates);
export const useRatesHistory = () => useApiList<RateScheduleHistoryEntry>(API_PATHS.ratesHistory);
export const usePastRates = (id: number | null) =>
  useApiRecord<RateScheduleBody & { effective_to: string }>(id === null ? null : pastRatesPath(id));
