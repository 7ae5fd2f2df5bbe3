import { RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './engine/resource-definition';

const rule = RESOURCE_RULES.gallery;

/** The About page's image slider. */
const definition: ResourceDefinition = {
  key: 'gallery',
  route: 'EditAboutSlider',
  order: 70,
  publicPage: { name: 'About Us Image Slider', url: '/About', part: 'gallery' },
  title: 'About Us Image Slider',
  addLabel: 'Add New Slider',
  noun: 'slide',
  nameKey: 'name',
  fields: [{ name: 'name', label: 'Name', kind: 'text' }],
  media: mediaOf(rule, { label: 'Image' }),
  schema: rule.schema,
  endpoints: endpointsOf(rule),
  alerts: rule.alerts,
  thumbnailPx: 50,
};

export default definition;
