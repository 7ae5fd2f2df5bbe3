import { phonesToLines, type BranchPhone } from '@bank/shared';
import { listEditor } from './engine/list-editor';

/** Branches: addresses, IFSC and MICR, numbers and hours; the head office and first branch fill the footer and Contact. */
export default listEditor('branches', {
  route: 'EditBranches',
  order: 1010,
  publicPage: { name: 'Branches', url: '/Branches' },
  title: 'Branches',
  addLabel: 'Add New Branch',
  noun: 'branch',
  fields: {
    name: { label: 'Name', kind: 'text' },
    address: { label: 'Address', kind: 'textarea' },
    city: { label: 'City', kind: 'text' },
    ifsc: { label: 'IFSC', kind: 'text', hint: '11 characters, like VCUB0000001' },
    micr: { label: 'MICR', kind: 'text', hint: '9 digits' },
    phones: {
      label: 'Phone numbers',
      kind: 'textarea',
      hint: 'One a line; put (mobile) after the mobile number.',
      toInput: (value) => phonesToLines((value as BranchPhone[] | undefined) ?? []),
    },
    emails: {
      label: 'E-mail addresses',
      kind: 'textarea',
      hint: 'One a line.',
      toInput: (value) => ((value as string[] | undefined) ?? []).join('\n'),
    },
    hours: { label: 'Hours', kind: 'textarea' },
    latitude: {
      label: 'Latitude',
      kind: 'number',
      min: -90,
      max: 90,
      step: 0.000001,
      hint: 'For the map link; leave empty to show none.',
    },
    longitude: { label: 'Longitude', kind: 'number', min: -180, max: 180, step: 0.000001 },
    head_office: { label: 'Head office', kind: 'checkbox' },
  },
  columns: ['id', 'name', 'city', 'ifsc', 'micr', 'head_office'],
});
