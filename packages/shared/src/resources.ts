import type { AnyObject, ObjectSchema } from 'yup';
import {
  awardSchema,
  documentSchema,
  gallerySchema,
  jobSchema,
  managementSchema,
  newsSchema,
  rateProductSchema,
  serviceSchema,
} from './schemas';

export type MediaKind = 'image' | 'pdf';

/** The one file a resource's form carries, and whether a new record must have it. */
export interface MediaRule {
  field: string;
  kind: MediaKind;
  requiredOnCreate: boolean;
}

/**
 * What the server and the back office both need to know of an admin list resource:
 * its path under /api/admin, its text fields and their schema, its file, and how updates are sent.
 */
export interface ResourceRule {
  path: string;
  fields: readonly string[];
  schema: ObjectSchema<AnyObject>;
  media: MediaRule | null;
  updateMethod: 'POST' | 'PUT';
  body: 'json' | 'multipart';
}

const imageRequired = (field = 'image'): MediaRule => ({ field, kind: 'image', requiredOnCreate: true });

export const RESOURCE_RULES = {
  jobs: {
    path: 'jobs',
    fields: ['title', 'designation', 'experience', 'qualification', 'description'],
    schema: jobSchema,
    media: null,
    updateMethod: 'PUT',
    body: 'json',
  },
  news: {
    path: 'news',
    fields: ['title', 'content', 'date'],
    schema: newsSchema,
    media: { field: 'document', kind: 'image', requiredOnCreate: false },
    updateMethod: 'POST',
    body: 'multipart',
  },
  services: {
    path: 'services',
    fields: ['name', 'description'],
    schema: serviceSchema,
    media: imageRequired(),
    updateMethod: 'POST',
    body: 'multipart',
  },
  deposits: {
    path: 'deposits',
    fields: ['name', 'details', 'interest_rate'],
    schema: rateProductSchema,
    media: imageRequired(),
    updateMethod: 'POST',
    body: 'multipart',
  },
  loans: {
    path: 'loans',
    fields: ['name', 'details', 'interest_rate'],
    schema: rateProductSchema,
    media: imageRequired(),
    updateMethod: 'POST',
    body: 'multipart',
  },
  awards: {
    path: 'awards',
    fields: ['title', 'description'],
    schema: awardSchema,
    media: imageRequired(),
    updateMethod: 'POST',
    body: 'multipart',
  },
  management: {
    path: 'management',
    fields: ['name', 'title'],
    schema: managementSchema,
    media: imageRequired(),
    updateMethod: 'POST',
    body: 'multipart',
  },
  gallery: {
    path: 'gallery',
    fields: ['name'],
    schema: gallerySchema,
    media: imageRequired(),
    updateMethod: 'POST',
    body: 'multipart',
  },
  documents: {
    path: 'documents',
    fields: ['title'],
    schema: documentSchema,
    media: { field: 'document', kind: 'pdf', requiredOnCreate: true },
    updateMethod: 'PUT',
    body: 'multipart',
  },
} as const satisfies Record<string, ResourceRule>;

/** The files a page takes: an image (About) and a PDF (circulars). */
export const PAGE_MEDIA_RULES = {
  image: { field: 'image', kind: 'image', requiredOnCreate: false },
  pdf: { field: 'pdf', kind: 'pdf', requiredOnCreate: false },
} as const satisfies Record<string, MediaRule>;

/** Page fields the back office may set. */
export const PAGE_FIELDS = ['slug', 'title', 'content', 'meta_title', 'meta_description'] as const;

export type ResourceName = keyof typeof RESOURCE_RULES;
