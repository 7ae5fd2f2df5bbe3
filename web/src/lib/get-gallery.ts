import type { GalleryItem } from '@bank/shared';
import { fetchList, useApiList } from './use-api-list';

export const getGallery = () => fetchList<GalleryItem>('/api/gallery');
export const useGallery = () => useApiList<GalleryItem>('/api/gallery');
