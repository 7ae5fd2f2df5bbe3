import { RESOURCE_RULES } from '@bank/shared';
import { createResourceController } from '../../../lib/resource-controller';
import { serializeAward } from '../../../lib/serializers';

export default createResourceController({
  uid: 'api::award.award',
  rule: RESOURCE_RULES.awards,
  orderBy: { id: 'asc' },
  serialize: serializeAward,
  altText: (values) => String(values.title),
});
