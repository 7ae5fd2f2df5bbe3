import { LIST_RESOURCES } from '../../../resources';
import { resourceRoutes } from '../../../content/resource-routes';

/** Every list resource's admin routes, derived from the registry (src/resources.ts); its public list is a public read. */
export default {
  type: 'content-api',
  routes: LIST_RESOURCES.flatMap(resourceRoutes),
};
