import { RESOURCE_RULES } from '@bank/shared';
import { createResourceController } from '../../../lib/resource-controller';
import { serializeNewsItem } from '../../../lib/serializers';

export default createResourceController({
  uid: 'api::news-item.news-item',
  rule: RESOURCE_RULES.news,
  orderBy: [{ date: 'desc' }, { id: 'desc' }],
  serialize: serializeNewsItem,
  altText: (values) => String(values.title),
});
