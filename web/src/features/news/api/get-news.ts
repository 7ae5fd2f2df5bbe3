import type { NewsItem } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { useApiList } from '../../../lib/use-api-list';

export const useNews = () => useApiList<NewsItem>(API_PATHS.news);
