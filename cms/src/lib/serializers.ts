import type {
  Award,
  ContactMessage,
  Deposit,
  GalleryItem,
  Job,
  ManagementMember,
  NewsItem,
  Page,
  PublishedDocument,
  Service,
} from '@bank/shared';

/**
 * Database rows (query engine, media populated) to the plain records of CONTRACT §4.
 * Each function produces exactly the shared type that the front ends read.
 */

type Media = { url: string } | null | undefined;
type Timestamp = Date | string | number | null | undefined;

export const mediaUrl = (file: Media): string | null => file?.url ?? null;

const isoTimestamp = (value: Timestamp): string => (value == null ? null : new Date(value).toISOString());

/** PostgreSQL returns NUMERIC as a string; the contract wants a number or null. */
const decimal = (value: unknown): number | null => (value == null || value === '' ? null : Number(value));

/** A DATE column as YYYY-MM-DD, whichever form the driver returned it in. */
const calendarDate = (value: Date | string): string => {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
};

export const serializePage = (row): Page => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content ?? null,
  image: mediaUrl(row.image),
  pdf: mediaUrl(row.pdf),
  meta_title: row.meta_title ?? null,
  meta_description: row.meta_description ?? null,
  created_at: isoTimestamp(row.createdAt),
  updated_at: isoTimestamp(row.updatedAt),
});

export const serializeGalleryItem = (row): GalleryItem => ({ id: row.id, name: row.name, image: mediaUrl(row.image) });

export const serializeRateProduct = (row): Deposit => ({
  id: row.id,
  name: row.name,
  details: row.details,
  interest_rate: decimal(row.interest_rate),
  image: mediaUrl(row.image),
});

export const serializeService = (row): Service => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: mediaUrl(row.image),
  created_at: isoTimestamp(row.createdAt),
  updated_at: isoTimestamp(row.updatedAt),
});

export const serializeAward = (row): Award => ({
  id: row.id,
  title: row.title,
  description: row.description,
  image: mediaUrl(row.image),
});

export const serializeManagementMember = (row): ManagementMember => ({
  id: row.id,
  name: row.name,
  title: row.title,
  image: mediaUrl(row.image),
});

export const serializeJob = (row): Job => ({
  id: row.id,
  title: row.title,
  designation: row.designation,
  experience: Number(row.experience),
  qualification: row.qualification,
  description: row.description,
});

export const serializeNewsItem = (row): NewsItem => ({
  id: row.id,
  title: row.title,
  content: row.content,
  date: calendarDate(row.date),
  document_path: mediaUrl(row.document),
});

export const serializePublishedDocument = (row): PublishedDocument => ({
  id: row.id,
  title: row.title,
  document: mediaUrl(row.document),
});

export const serializeContactMessage = (row): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message ?? '',
  created_at: isoTimestamp(row.createdAt),
});
