import { RESOURCE_RULES } from '@bank/shared';
import { createResourceController } from '../../../lib/resource-controller';
import { serializePublishedDocument } from '../../../lib/serializers';

export default createResourceController({
  uid: 'api::published-document.published-document',
  rule: RESOURCE_RULES.documents,
  orderBy: { id: 'asc' },
  serialize: serializePublishedDocument,
  altText: (values) => String(values.title),
});
