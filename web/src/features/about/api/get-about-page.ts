import type { Page } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getAboutPage = () => fetchList<Page>(API_PATHS.about);
export const useAboutPage = () => useApiList<Page>(API_PATHS.about);
