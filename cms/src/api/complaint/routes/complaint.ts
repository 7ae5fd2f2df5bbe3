import { BACKOFFICE_ONLY, PUBLIC } from '../../../lib/resource-routes';

const limited = (bucket: string) => ({ ...PUBLIC, middlewares: [{ name: 'global::rate-limit', config: { bucket } }] });

export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/complaints', handler: 'complaint.create', config: limited('complaint') },
    { method: 'GET', path: '/complaints/:reference', handler: 'complaint.lookUp', config: limited('complaintLookup') },
    { method: 'GET', path: '/admin/complaints', handler: 'complaint.list', config: BACKOFFICE_ONLY },
    { method: 'PUT', path: '/admin/complaints/:id', handler: 'complaint.answer', config: BACKOFFICE_ONLY },
  ],
};
