// Strapi finds `global::` middlewares in this folder; the cache itself lives in src/cache/.
export { default } from '../cache/middleware';
