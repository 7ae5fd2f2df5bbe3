import { listEditor } from './engine/list-editor';

export default listEditor('management', {
  logName: 'management-members',
  route: 'EditManagements',
  order: 60,
  publicPage: { name: 'Managements', url: '/Managements' },
  title: 'Managements',
  addLabel: 'Add New Management',
  noun: 'management member',
  fields: {
    name: { label: 'Name', kind: 'text' },
    title: { label: 'Title', kind: 'text' },
  },
});
