import {
  ADMIN_FORM_MESSAGES,
  CIRCULAR_ALERTS,
  PAGE_MEDIA_RULES,
  PAGE_SLUGS,
  PAGE_TRANSLATED_FIELDS,
  STAFF_VIEW,
  circularSchema,
  type ResourceRule,
} from '@bank/shared';
import { listEditorOf, translationsOf } from './engine/list-editor';
import { pageScreenOf } from '../lib/returned-changes';

/** The server's circular routes: add and delete under /admin/circulars, a PDF required on add. */
const circularsRule = {
  path: 'circulars',
  fields: ['title', 'content'],
  schema: circularSchema,
  media: { ...PAGE_MEDIA_RULES.pdf, requiredOnCreate: true },
  updateMethod: 'POST',
  body: 'multipart',
  alerts: CIRCULAR_ALERTS,
  example: { title: 'Revised Locker Rent', content: 'Locker rents change from 1 April.' },
} as const satisfies ResourceRule;

/**
 * Policies & Circulars: circulars are pages with slug circulars; the first one is the page's header
 * and is not listed. Add and delete have their own routes; the list and update are the pages'.
 */
export default listEditorOf('circulars', circularsRule, {
  // Circulars are pages; a change sent back of the About page or a protection text is their screens'.
  logName: 'pages',
  ownsChange: (change) => pageScreenOf(change) === 'circulars',
  route: 'EditPoliciesPage',
  order: 90,
  publicPage: { name: 'Policies & Circulars', url: '/PoliciesCirculars' },
  title: 'Policies & Circulars',
  addLabel: 'Add New Circular',
  noun: 'circular',
  fields: {
    title: { label: 'Title', kind: 'text' },
    content: { label: 'Content', kind: 'textarea' },
  },
  media: { label: 'Circular (PDF)', requiredOnUpdate: true },
  endpoints: {
    list: `/admin/pages?slug=${PAGE_SLUGS.circulars}&${STAFF_VIEW.param}=${STAFF_VIEW.value}`,
    update: (id) => `/admin/pages/${id}`,
    extraOnCreate: { slug: PAGE_SLUGS.circulars },
  },
  alerts: {
    saveFailed: ADMIN_FORM_MESSAGES.circularSaveFailed,
    deleteFailed: ADMIN_FORM_MESSAGES.circularDeleteFailed,
  },
  columns: ['id', 'title', 'content', 'pdf'],
  // A page's translation: its title and content here (the circulars' form has no meta fields), and its own PDF.
  translations: translationsOf(circularsRule, PAGE_TRANSLATED_FIELDS, (id) => `/admin/pages/${id}`, 'multipart'),
  skipFirst: true,
});
