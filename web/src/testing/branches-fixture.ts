import type { Branch } from '@bank/shared';

const HOURS = 'Banking 9.30 am to 5:00 pm; transactions 10:00 am to 4:00 pm.';

/** The head office and the main branch as GET /api/branches answers, as the demo content has them. */
export const BRANCHES: Branch[] = [
  {
    id: 1,
    name: 'Head Office',
    address: 'Vishwas Bhavan, 214 Karve Road, Kothrud, Pune 411038, Maharashtra',
    city: 'Pune',
    ifsc: 'VCUB0000001',
    micr: '411245001',
    phones: [
      { number: '020-2545 6700', mobile: false },
      { number: '020-2545 6701', mobile: false },
      { number: '+91 98220 45670', mobile: true },
    ],
    emails: ['info@vishwasbank.in', 'headoffice@vishwasbank.in'],
    hours: HOURS,
    latitude: 18.5074,
    longitude: 73.8077,
    head_office: true,
  },
  {
    id: 2,
    name: 'Main Branch',
    address: '1186 Laxmi Road, Sadashiv Peth, Pune 411030, Maharashtra',
    city: 'Pune',
    ifsc: 'VCUB0000002',
    micr: '411245002',
    phones: [
      { number: '020-2447 3310', mobile: false },
      { number: '020-2447 3311', mobile: false },
      { number: '+91 98220 45671', mobile: true },
    ],
    emails: ['mainbranch@vishwasbank.in', 'loans@vishwasbank.in'],
    hours: HOURS,
    latitude: 18.5143,
    longitude: 73.8553,
    head_office: false,
  },
  {
    id: 3,
    name: 'Chinchwad Branch',
    address: 'Plot 22, Link Road, Chinchwad Gaon, Pimpri-Chinchwad 411033, Maharashtra',
    city: 'Pimpri-Chinchwad',
    ifsc: 'VCUB0000011',
    micr: '411245011',
    phones: [{ number: '020-2735 2260', mobile: false }],
    emails: [],
    hours: HOURS,
    latitude: null,
    longitude: null,
    head_office: false,
  },
];
