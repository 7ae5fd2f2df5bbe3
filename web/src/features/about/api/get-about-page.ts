import type { Page } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { useApiList } from '../../../lib/use-api-list';

export const useAboutPage = () => useApiList<Page>(API_PATHS.about);
