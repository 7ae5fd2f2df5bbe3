import { RESOURCE_RULES } from '@bank/shared';
import { createResourceController } from '../../../lib/resource-controller';
import { serializeRateProduct } from '../../../lib/serializers';

export default createResourceController({
  uid: 'api::deposit.deposit',
  rule: RESOURCE_RULES.deposits,
  orderBy: { id: 'asc' },
  serialize: serializeRateProduct,
  altText: (values) => String(values.name),
});
