import { EXPERIENCE_DEFAULT, EXPERIENCE_MAX, EXPERIENCE_MIN, RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, type ResourceDefinition } from './engine/resource-definition';

const rule = RESOURCE_RULES.jobs;

/** Career: job roles, sent as JSON. */
const definition: ResourceDefinition = {
  key: 'jobs',
  route: 'CareerPage',
  order: 1,
  menuLabel: 'Career',
  title: 'Career',
  addLabel: 'Add New Job Role',
  noun: 'job role',
  nameKey: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'designation', label: 'Designation', kind: 'text' },
    {
      name: 'experience',
      label: 'Experience (years)',
      kind: 'number',
      min: EXPERIENCE_MIN,
      max: EXPERIENCE_MAX,
      step: 1,
      initial: String(EXPERIENCE_DEFAULT),
    },
    { name: 'qualification', label: 'Qualification', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  media: null,
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: rule.alerts,
  thumbnailPx: 50,
};

export default definition;
