import { PAGE_SLUGS, type Page } from '@bank/shared';
import { fetchList, useApiList } from '../../../lib/use-api-list';

const ABOUT_PATH = `/api/pages?slug=${PAGE_SLUGS.about}`;
export const getAboutPage = () => fetchList<Page>(ABOUT_PATH);
export const useAboutPage = () => useApiList<Page>(ABOUT_PATH);
