import { STAFF_VIEW, indiaDateTimeInput } from '@bank/shared';
import { listEditor } from './engine/list-editor';

/** An instant as India's wall clock for people: '31 Dec 2026, 18:00 IST'. */
const indiaTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))} IST`;

/** News & Events: the image is optional and comes back as document_path. */
export default listEditor('news', {
  logName: 'news-items',
  route: 'NewsEventPage',
  order: 40,
  menuLabel: 'News & Events',
  title: 'News & Events',
  addLabel: 'Add New News/Event',
  noun: 'news/event',
  fields: {
    title: { label: 'Title', kind: 'text' },
    content: { label: 'Content', kind: 'textarea' },
    date: { label: 'Date', kind: 'date' },
    unpublish_at: {
      label: 'Unpublish at (IST)',
      kind: 'datetime-local',
      hint: 'Optional: the item leaves the public site then, without being deleted.',
      toInput: (value) => (typeof value === 'string' ? indiaDateTimeInput(value) : ''),
      // The browser's clock: the site follows the server's, which agrees but for a test's made-up date.
      display: (value) =>
        typeof value !== 'string'
          ? String(value)
          : Date.parse(value) <= Date.now()
            ? `Unpublished (since ${indiaTime(value)})`
            : `Until ${indiaTime(value)}`,
    },
  },
  media: { recordKey: 'document_path' },
  // The staff view carries the unpublish time, which the contract's record does not.
  endpoints: {
    list: `/admin/news?${STAFF_VIEW.param}=${STAFF_VIEW.value}`,
    create: `/admin/news?${STAFF_VIEW.param}=${STAFF_VIEW.value}`,
    update: (id) => `/admin/news/${id}?${STAFF_VIEW.param}=${STAFF_VIEW.value}`,
  },
  thumbnailPx: 100,
});
