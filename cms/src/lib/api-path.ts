/** Whether a request path is the API's (`/api` and below): JSON errors, no-store, small anonymous bodies. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
