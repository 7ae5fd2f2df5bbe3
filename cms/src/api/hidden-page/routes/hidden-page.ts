import { sharedObjectRoutes } from '../../../content/resource-routes';
import { describeHiddenPart, readHiddenParts, setPartHidden } from '../../../site-settings/hidden-pages';

/** The parts of the site hidden from visitors: read by the site (cached like every public read) and set by the Pages table. */
export default {
  type: 'content-api',
  routes: sharedObjectRoutes(
    'hidden-pages',
    { read: 'content.read', save: 'content.write' },
    readHiddenParts,
    setPartHidden,
    { describe: describeHiddenPart },
  ),
};
