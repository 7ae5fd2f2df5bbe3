import type { Context } from 'koa';
import { readProtectionSettings } from '../../../protection/settings';

/** Ombudsman coverage, the DICGC cover and the 24x7 fraud channel: read by every public page (their save is a command: see routes/). */
export default () => ({
  async read(ctx: Context) {
    ctx.body = await readProtectionSettings();
  },
});
