import { object } from 'yup';
import { imageRequired, requiredText, type ResourceRule } from './rule';

/** A member of the board or of the management team. */
export interface ManagementMember {
  id: number;
  name: string;
  title: string;
  image: string | null;
}

export const managementSchema = object({
  name: requiredText('Name'),
  title: requiredText('Title'),
});

export const managementRule = {
  path: 'management',
  fields: ['name', 'title'],
  schema: managementSchema,
  media: imageRequired(),
  updateMethod: 'POST',
  body: 'multipart',
  // Written after 'New Management Added', in the same words for update and delete.
  alerts: { added: 'New Management Added', updated: 'Management Updated', deleted: 'Management Deleted' },
  example: { name: 'Sunita Deshpande', title: 'Chairperson' },
} as const satisfies ResourceRule;
