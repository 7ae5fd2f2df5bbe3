import { listEditor } from './engine/list-editor';

/** The About page's image slider. */
export default listEditor('gallery', {
  logName: 'gallery-items',
  route: 'EditAboutSlider',
  order: 70,
  publicPage: { name: 'About Us Image Slider', url: '/About', part: 'gallery' },
  title: 'About Us Image Slider',
  addLabel: 'Add New Slider',
  noun: 'slide',
  fields: { name: { label: 'Name', kind: 'text' } },
});
