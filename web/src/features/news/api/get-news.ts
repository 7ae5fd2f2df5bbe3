import type { NewsItem } from '@bank/shared';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getNews = () => fetchList<NewsItem>('/api/news');
export const useNews = () => useApiList<NewsItem>('/api/news');
