import { RESOURCE_DEFINITIONS } from '../resources';

/** The Career list, which the list engine's tests use as their example. */
export const JOBS_RESOURCE = RESOURCE_DEFINITIONS.find((definition) => definition.key === 'jobs')!;

/** A job role as the Career list holds it. */
export const CLERK = {
  id: 1,
  title: 'Clerk',
  designation: 'Junior Clerk',
  experience: 1,
  qualification: 'B.Com',
  description: 'Desk work',
};
