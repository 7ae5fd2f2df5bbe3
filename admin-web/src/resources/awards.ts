import { listEditor } from './engine/list-editor';

export default listEditor('awards', {
  route: 'EditAward',
  order: 50,
  publicPage: { name: 'Awards', url: '/Awards' },
  title: 'Awards',
  addLabel: 'Add New Award',
  noun: 'award',
  fields: {
    title: { label: 'Title', kind: 'text' },
    description: { label: 'Description', kind: 'textarea' },
  },
});
