import { RESOURCE_RULES } from '@bank/shared';
import { createResourceController } from '../../../lib/resource-controller';
import { serializeManagementMember } from '../../../lib/serializers';

export default createResourceController({
  uid: 'api::management-member.management-member',
  rule: RESOURCE_RULES.management,
  orderBy: { id: 'asc' },
  serialize: serializeManagementMember,
  altText: (values) => String(values.name),
});
