import { RESOURCE_RULES } from '@bank/shared';
import { resourceRoutes } from '../../../lib/resource-routes';

export default resourceRoutes('news-item', RESOURCE_RULES.news);
