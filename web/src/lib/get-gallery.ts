import type { GalleryItem } from '@bank/shared';
import { API_PATHS } from './api-paths';
import { useApiList } from './use-api-list';

export const useGallery = () => useApiList<GalleryItem>(API_PATHS.gallery);
