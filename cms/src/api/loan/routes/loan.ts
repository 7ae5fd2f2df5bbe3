import { RESOURCE_RULES } from '@bank/shared';
import { resourceRoutes } from '../../../lib/resource-routes';

export default resourceRoutes('loan', RESOURCE_RULES.loans);
