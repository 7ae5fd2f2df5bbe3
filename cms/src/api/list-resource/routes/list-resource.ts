import { LIST_RESOURCES } from '../../../resources';
import { resourceRoutes } from '../../../content/resource-routes';

/** Every list resource's public and admin routes, derived from the registry (src/resources.ts). */
export default {
  type: 'content-api',
  routes: LIST_RESOURCES.flatMap(resourceRoutes),
};
