import { object } from 'yup';
import { requiredText, type ResourceRule } from './rule';

/** A PDF on the Published Documents page (annual reports, disclosures). */
export interface PublishedDocument {
  id: number;
  title: string;
  document: string | null;
}

export const documentSchema = object({
  title: requiredText('Title'),
});

export const documentsRule = {
  path: 'documents',
  fields: ['title'],
  schema: documentSchema,
  media: { field: 'document', kind: 'pdf', requiredOnCreate: true },
  updateMethod: 'PUT',
  body: 'multipart',
  alerts: { added: 'New Document Added', updated: 'Document Updated', deleted: 'Document Deleted' },
  example: { title: 'Annual Report 2025-26' },
} as const satisfies ResourceRule;
