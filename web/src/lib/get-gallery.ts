import type { GalleryItem } from '@bank/shared';
import { listPath } from './api-paths';
import { useApiList } from './use-api-list';

export const useGallery = () => useApiList<GalleryItem>(listPath('gallery'));
