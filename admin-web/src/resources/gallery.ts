import { ADMIN_ALERTS, RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './resource-definition';

const rule = RESOURCE_RULES.gallery;

/** The About page's image slider. */
export const galleryResource: ResourceDefinition = {
  key: 'gallery',
  title: 'About Us Image Slider',
  addLabel: 'Add New Slider',
  noun: 'slide',
  nameKey: 'name',
  fields: [{ name: 'name', label: 'Name', kind: 'text' }],
  media: mediaOf(rule, { label: 'Image' }),
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: ADMIN_ALERTS.gallery,
  thumbnailPx: 50,
};
