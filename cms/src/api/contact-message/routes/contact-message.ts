import { backoffice, PUBLIC } from '../../../content/resource-routes';

export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/contactus',
      handler: 'contact-message.create',
      config: { ...PUBLIC, middlewares: [{ name: 'global::rate-limit', config: { bucket: 'contact' } }] },
    },
    { method: 'GET', path: '/admin/contactus', handler: 'contact-message.list', config: backoffice('enquiries.read') },
    {
      method: 'GET',
      path: '/admin/contactus/export',
      handler: 'contact-message.export',
      config: backoffice('enquiries.read'),
    },
    {
      method: 'POST',
      path: '/admin/contactus/:id/handled',
      handler: 'contact-message.handled',
      config: backoffice('enquiries.answer'),
    },
    {
      method: 'PUT',
      path: '/admin/contactus/:id/reply',
      handler: 'contact-message.reply',
      config: backoffice('enquiries.answer'),
    },
  ],
};
