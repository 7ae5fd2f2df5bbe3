import { RESOURCE_RULES } from '@bank/shared';
import { createResourceController } from '../../../lib/resource-controller';
import { serializeJob } from '../../../lib/serializers';

export default createResourceController({
  uid: 'api::job.job',
  rule: RESOURCE_RULES.jobs,
  orderBy: { id: 'asc' },
  serialize: serializeJob,
});
