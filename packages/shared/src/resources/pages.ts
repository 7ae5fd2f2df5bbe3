import { object, string } from 'yup';
import { ADMIN_FORM_MESSAGES } from '../messages';
import { SLUG_PATTERN } from '../patterns';
import { optionalText, requiredText, type MediaRule, type ResourceAlertTexts } from './rule';

/**
 * A page kept on the server: About (slug about-us) and Policies & Circulars (slug circulars: the first
 * record is the page's header, each later one a circular with its PDF).
 */
export interface Page {
  id: number;
  slug: string;
  title: string;
  content: string | null;
  image: string | null;
  pdf: string | null;
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
  updated_at: string;
}

/** The About editor and any other server page: every string field of a page. */
export const pageSchema = object({
  slug: string().label('Slug').required().matches(SLUG_PATTERN, 'Slug takes lower-case letters, digits and dashes'),
  title: requiredText('Title'),
  content: optionalText('Content', 50000),
  meta_title: optionalText('Meta title', 255),
  meta_description: optionalText('Meta description', 1000),
});

export const circularSchema = object({
  title: requiredText('Title'),
  content: requiredText('Content', undefined, 20000),
});

/** The files a page takes: an image (About) and a PDF (circulars). */
export const PAGE_MEDIA_RULES = {
  image: { field: 'image', kind: 'image', requiredOnCreate: false },
  pdf: { field: 'pdf', kind: 'pdf', requiredOnCreate: false },
} as const satisfies Record<string, MediaRule>;

/** Page fields the back office may set. */
export const PAGE_FIELDS = ['slug', 'title', 'content', 'meta_title', 'meta_description'] as const;

/** The circulars editor says the same after an add and an edit. */
export const CIRCULAR_ALERTS = {
  added: ADMIN_FORM_MESSAGES.circularSaved,
  updated: ADMIN_FORM_MESSAGES.circularSaved,
  deleted: ADMIN_FORM_MESSAGES.circularDeleted,
} as const satisfies ResourceAlertTexts;
