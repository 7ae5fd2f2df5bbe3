import { RESOURCE_RULES } from '@bank/shared';
import { createResourceController } from '../../../lib/resource-controller';
import { serializeGalleryItem } from '../../../lib/serializers';

export default createResourceController({
  uid: 'api::gallery-item.gallery-item',
  rule: RESOURCE_RULES.gallery,
  orderBy: { id: 'asc' },
  serialize: serializeGalleryItem,
  altText: (values) => String(values.name),
});
