import type { GalleryItem } from '@bank/shared';
import { API_PATHS } from './api-paths';
import { fetchList, useApiList } from './use-api-list';

export const getGallery = () => fetchList<GalleryItem>(API_PATHS.gallery);
export const useGallery = () => useApiList<GalleryItem>(API_PATHS.gallery);
