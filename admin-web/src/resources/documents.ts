import { listEditor } from './engine/list-editor';

/** Published documents: a title and a PDF. */
export default listEditor('documents', {
  logName: 'published-documents',
  route: 'EditDocuments',
  order: 80,
  publicPage: { name: 'Published Documents', url: '/PublishedDocuments' },
  title: 'Published Documents',
  addLabel: 'Add New Document',
  noun: 'document',
  fields: { title: { label: 'Title', kind: 'text' } },
});
