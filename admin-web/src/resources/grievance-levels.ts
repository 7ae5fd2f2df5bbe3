import { RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, type ResourceDefinition } from './engine/resource-definition';

const rule = RESOURCE_RULES.grievanceLevels;

/** The levels of grievance redressal on /CustomerProtection; the first level's days set a complaint's reply date. */
const definition: ResourceDefinition = {
  key: 'grievanceLevels',
  route: 'EditGrievanceLevels',
  order: 1020,
  publicPage: { name: 'Customer Protection: grievance levels', url: '/CustomerProtection' },
  title: 'Grievance Redressal Levels',
  addLabel: 'Add New Level',
  noun: 'grievance level',
  nameKey: 'title',
  fields: [
    { name: 'level', label: 'Level', kind: 'number', min: 1, max: 9, step: 1 },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'officer', label: 'Officer', kind: 'text' },
    { name: 'designation', label: 'Designation', kind: 'text' },
    { name: 'phone', label: 'Phone', kind: 'text' },
    { name: 'email', label: 'E-mail', kind: 'text' },
    { name: 'address', label: 'Address', kind: 'textarea' },
    { name: 'response_days', label: 'Days to reply', kind: 'number', min: 1, max: 90, step: 1 },
    { name: 'principal_nodal_officer', label: 'Principal Nodal Officer (named in the Ombudsman notice)', kind: 'checkbox' },
  ],
  media: null,
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: rule.alerts,
  thumbnailPx: 50,
  columns: ['level', 'title', 'officer', 'designation', 'response_days', 'principal_nodal_officer'],
};

export default definition;
