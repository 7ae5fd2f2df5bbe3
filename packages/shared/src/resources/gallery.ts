import { object } from 'yup';
import { imageRequired, requiredText, type ResourceRule } from './rule';

/** A slide of the About page's picture gallery. */
export interface GalleryItem {
  id: number;
  name: string;
  image: string | null;
}

export const gallerySchema = object({
  name: requiredText('Name'),
});

export const galleryRule = {
  path: 'gallery',
  fields: ['name'],
  schema: gallerySchema,
  media: imageRequired(),
  updateMethod: 'POST',
  body: 'multipart',
  alerts: { added: 'New Slider Added', updated: 'Slides Updated', deleted: 'Slide Deleted' },
  example: { name: 'Branch inauguration' },
} as const satisfies ResourceRule;
