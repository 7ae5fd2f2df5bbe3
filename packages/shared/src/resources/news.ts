import { object, string } from 'yup';
import { isCalendarDate } from '../patterns';
import { requiredText, unpublishTime, type ResourceRule } from './rule';

/** A news or event item; its picture is stored in the field the bank's API calls `document_path`. */
export interface NewsItem {
  id: number;
  title: string;
  content: string;
  /** YYYY-MM-DD */
  date: string;
  document_path: string | null;
}

/** A news item as the back office lists it: the public record and when it leaves the site (ISO instant), if set. */
export interface AdminNewsItem extends NewsItem {
  unpublish_at: string | null;
}

export const newsSchema = object({
  title: requiredText('Title'),
  content: requiredText('Content', undefined, 20000),
  date: string()
    .label('Date')
    .required()
    .test(
      'calendar-date',
      'Date must be a calendar date written YYYY-MM-DD',
      (value) => value == null || isCalendarDate(value),
    ),
  unpublish_at: unpublishTime('Unpublish at'),
});

export const newsRule = {
  path: 'news',
  fields: ['title', 'content', 'date', 'unpublish_at'],
  unpublishField: 'unpublish_at',
  schema: newsSchema,
  media: { field: 'document', kind: 'image', requiredOnCreate: false },
  updateMethod: 'POST',
  body: 'multipart',
  // The bank's own texts, kept word for word: news alone says just 'Updated' and 'Deleted'.
  alerts: { added: 'News/Event Added Successfully', updated: 'Updated', deleted: 'Deleted' },
  example: { title: 'Annual General Meeting', content: 'The AGM was held.', date: '2026-09-14' },
} as const satisfies ResourceRule;
