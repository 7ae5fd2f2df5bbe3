import axios from 'axios';
import { DEFAULT_LOCALE, LOCALE_PARAM, SESSION_KEYS, isSiteLocale } from '@bank/shared';

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
  // A form sent from a Marathi or Hindi page: the server answers its errors in that language.
  const pageLocale = document.documentElement.lang;
  if (config.method === 'post' && isSiteLocale(pageLocale) && pageLocale !== DEFAULT_LOCALE)
    config.params = { ...config.params, [LOCALE_PARAM]: pageLocale };
  return config;
});
