import { RESOURCE_RULES } from '@bank/shared';
import { createResourceController } from '../../../lib/resource-controller';
import { serializeService } from '../../../lib/serializers';

export default createResourceController({
  uid: 'api::service.service',
  rule: RESOURCE_RULES.services,
  orderBy: { id: 'asc' },
  serialize: serializeService,
  altText: (values) => String(values.name),
});
