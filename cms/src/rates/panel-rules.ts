import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { RATE_SCHEDULES } from './content-types';
import { checkScheduleWrite, frozenProblem } from './rules';
import { readSchedules } from './schedules';

/**
 * register(): every write of a schedule made while serving a request (the Strapi panel's editor
 * included, not only the back office's controller) follows the rules in rules.ts. Writes outside a
 * request (demo content, a restore from backup) load history as it was and are not checked.
 */
export function registerScheduleRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== RATE_SCHEDULES.uid || !strapi.requestContext.get()) return next();
    // The Document Service's parameters of a create or update.
    const params = context.params as { documentId?: string; data?: unknown };
    const existing = params.documentId
      ? (await readSchedules()).find((schedule) => schedule.documentId === params.documentId)
      : null;
    if (context.action === 'delete' && existing) {
      const frozen = frozenProblem(existing);
      if (frozen) throw new errors.ApplicationError(frozen.message);
    }
    if (context.action === 'create' || context.action === 'update') {
      const check = await checkScheduleWrite(params.data, existing ?? null);
      if ('problem' in check)
        throw new errors.ValidationError(check.problem.message, { errors: check.problem.errors ?? {} });
    }
    return next();
  });
}
