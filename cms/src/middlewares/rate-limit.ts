export { default } from '../lib/rate-limits';
