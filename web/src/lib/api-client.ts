import axios from 'axios';
import { SESSION_KEYS } from '@bank/shared';

/**
 * The one HTTP client of the public site: same-origin API, JSON in and out, and a
 * bearer header when an administrator's session is stored in this browser.
 */
export const apiClient = axios.create({
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  const token = localStorage.getItem(SESSION_KEYS.accessToken);
  const type = localStorage.getItem(SESSION_KEYS.tokenType);
  if (token && type) config.headers.set('Authorization', `${type} ${token}`);
  // A form sent from a Marathi or Hindi page (its <html lang>, the one the page was rendered in):
  // the server answers its errors in that language (`?locale=`, LOCALE_PARAM). Read from the page
  // rather than the shared locales, which would split them out of the first screen's chunk.
  const pageLocale = document.documentElement.lang;
  if (config.method === 'post' && (pageLocale === 'mr' || pageLocale === 'hi'))
    config.params = { ...config.params, locale: pageLocale };
  return config;
});
