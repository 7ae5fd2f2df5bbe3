import type { Context } from 'koa';
import { RECORD_VERSION_FIELD } from '@bank/shared';
import { singleTypeVersion } from '../../../content/record-versions';
import { PROTECTION_SETTINGS, readProtectionSettings } from '../../../protection/settings';

/** Ombudsman coverage, the DICGC cover and the 24x7 fraud channel: read by every public page (their save is a command: see routes/). */
export default () => ({
  /** The back office's read, with the settings' version (a save sends it back: concurrent edits). */
  async read(ctx: Context) {
    ctx.body = {
      ...(await readProtectionSettings()),
      [RECORD_VERSION_FIELD]: await singleTypeVersion(PROTECTION_SETTINGS),
    };
  },
});
