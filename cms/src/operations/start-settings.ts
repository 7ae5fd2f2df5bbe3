import { assertTwoStepSetting } from '../auth/two-step/two-step';
import { assertClockSetting } from '../lib/clock';
import { assertRealSecrets } from '../lib/secrets';
import { assertPanelAddresses } from '../panel/addresses';

/**
 * The settings a server must not start without, read from the environment alone: each throws,
 * naming what to set. The server entry checks them before Strapi loads (a refused start then costs
 * no Strapi start), and Strapi's register again, for a start by Strapi's own command line.
 */
export function assertStartSettings(): void {
  assertRealSecrets();
  assertClockSetting();
  assertTwoStepSetting();
  assertPanelAddresses();
}
