import { backoffice, PUBLIC } from '../../../content/resource-routes';

const limited = (bucket: string) => ({ ...PUBLIC, middlewares: [{ name: 'global::rate-limit', config: { bucket } }] });

export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/complaints', handler: 'complaint.create', config: limited('complaint') },
    { method: 'POST', path: '/complaints/lookup', handler: 'complaint.lookUp', config: limited('complaintLookup') },
    // The look-up's old address, which carried the member's e-mail in its query: refused, never answered.
    { method: 'GET', path: '/complaints/:reference', handler: 'complaint.lookUpMoved', config: PUBLIC },
    { method: 'GET', path: '/admin/complaints', handler: 'complaint.list', config: backoffice('enquiries.read') },
    {
      method: 'GET',
      path: '/admin/complaints/export',
      handler: 'complaint.export',
      config: backoffice('enquiries.read'),
    },
    {
      method: 'PUT',
      path: '/admin/complaints/:id',
      handler: 'complaint.answer',
      config: backoffice('enquiries.answer'),
    },
    {
      method: 'POST',
      path: '/admin/complaints/:id/thread',
      handler: 'complaint.addToThread',
      config: backoffice('enquiries.answer'),
    },
  ],
};
