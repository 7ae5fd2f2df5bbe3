import type { NewsItem } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getNews = () => fetchList<NewsItem>(API_PATHS.news);
export const useNews = () => useApiList<NewsItem>(API_PATHS.news);
