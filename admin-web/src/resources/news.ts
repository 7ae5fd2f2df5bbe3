import { listEditor } from './engine/list-editor';

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
  },
  media: { recordKey: 'document_path' },
  thumbnailPx: 100,
});
