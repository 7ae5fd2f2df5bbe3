import { RESOURCE_RULES, phonesToLines, type BranchPhone } from '@bank/shared';
import { endpointsOf, type ResourceDefinition } from './engine/resource-definition';

const rule = RESOURCE_RULES.branches;

/** Branches: addresses, IFSC and MICR, numbers and hours; the head office and first branch fill the footer and Contact. */
const definition: ResourceDefinition = {
  key: 'branches',
  route: 'EditBranches',
  order: 1010,
  publicPage: { name: 'Branches', url: '/Branches' },
  title: 'Branches',
  addLabel: 'Add New Branch',
  noun: 'branch',
  nameKey: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'address', label: 'Address', kind: 'textarea' },
    { name: 'city', label: 'City', kind: 'text' },
    { name: 'ifsc', label: 'IFSC', kind: 'text', hint: '11 characters, like VCUB0000001' },
    { name: 'micr', label: 'MICR', kind: 'text', hint: '9 digits' },
    {
      name: 'phones',
      label: 'Phone numbers',
      kind: 'textarea',
      hint: 'One a line; put (mobile) after the mobile number.',
      toInput: (value) => phonesToLines((value as BranchPhone[] | undefined) ?? []),
    },
    { name: 'emails', label: 'E-mail addresses', kind: 'textarea', hint: 'One a line.', toInput: (value) => ((value as string[] | undefined) ?? []).join('\n') },
    { name: 'hours', label: 'Hours', kind: 'textarea' },
    { name: 'latitude', label: 'Latitude', kind: 'number', min: -90, max: 90, step: 0.000001, hint: 'For the map link; leave empty to show none.' },
    { name: 'longitude', label: 'Longitude', kind: 'number', min: -180, max: 180, step: 0.000001 },
    { name: 'head_office', label: 'Head office', kind: 'checkbox' },
  ],
  media: null,
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: rule.alerts,
  thumbnailPx: 50,
  columns: ['id', 'name', 'city', 'ifsc', 'micr', 'head_office'],
};

export default definition;
