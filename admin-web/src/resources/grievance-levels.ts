import { listEditor } from './engine/list-editor';

/** The levels of grievance redressal on /CustomerProtection; the first level's days set a complaint's reply date. */
export default listEditor('grievanceLevels', {
  route: 'EditGrievanceLevels',
  order: 1020,
  publicPage: { name: 'Customer Protection: grievance levels', url: '/CustomerProtection' },
  title: 'Grievance Redressal Levels',
  addLabel: 'Add New Level',
  noun: 'grievance level',
  nameKey: 'title',
  fields: {
    level: { label: 'Level', kind: 'number', min: 1, max: 9, step: 1 },
    title: { label: 'Title', kind: 'text' },
    officer: { label: 'Officer', kind: 'text' },
    designation: { label: 'Designation', kind: 'text' },
    phone: { label: 'Phone', kind: 'text' },
    email: { label: 'E-mail', kind: 'text' },
    address: { label: 'Address', kind: 'textarea' },
    response_days: { label: 'Days to reply', kind: 'number', min: 1, max: 90, step: 1 },
    principal_nodal_officer: { label: 'Principal Nodal Officer (named in the Ombudsman notice)', kind: 'checkbox' },
  },
  columns: ['level', 'title', 'officer', 'designation', 'response_days', 'principal_nodal_officer'],
});
