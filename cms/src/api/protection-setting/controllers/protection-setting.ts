import type { Context } from 'koa';
import { readProtectionSettings, saveProtectionSettings } from '../../../protection/settings';

/** Ombudsman coverage, the DICGC cover and the 24x7 fraud channel: read by every public page, set in the back office. */
export default () => ({
  async read(ctx: Context) {
    ctx.body = await readProtectionSettings();
  },

  async save(ctx: Context) {
    ctx.body = await saveProtectionSettings(ctx.request.body);
  },
});
