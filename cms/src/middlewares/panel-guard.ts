import { changesNeedApproval } from '../changes/approval-setting';
import { panelGuard } from '../panel/panel-guard';

/** The Strapi panel: listed addresses only in production, the product's password rules, sign-ins logged (src/panel/). */
export default () => panelGuard(changesNeedApproval);
