import { EXPERIENCE_DEFAULT, EXPERIENCE_MAX, EXPERIENCE_MIN } from '@bank/shared';
import { listEditor } from './engine/list-editor';

/** Career: job roles, sent as JSON. */
export default listEditor('jobs', {
  route: 'CareerPage',
  order: 30,
  menuLabel: 'Career',
  title: 'Career',
  addLabel: 'Add New Job Role',
  noun: 'job role',
  fields: {
    title: { label: 'Title', kind: 'text' },
    designation: { label: 'Designation', kind: 'text' },
    experience: {
      label: 'Experience (years)',
      kind: 'number',
      min: EXPERIENCE_MIN,
      max: EXPERIENCE_MAX,
      step: 1,
      initial: String(EXPERIENCE_DEFAULT),
    },
    qualification: { label: 'Qualification', kind: 'text' },
    description: { label: 'Description', kind: 'textarea' },
  },
});
