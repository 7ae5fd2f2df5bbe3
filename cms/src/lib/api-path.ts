/** Whether a request path is the API's (`/api` and below): JSON errors, no-store, small anonymous bodies. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Whether a request path is the back office's API (`/api/admin` and below). */
export const isAdminApiPath = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');
