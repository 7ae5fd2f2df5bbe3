import { RECORD_VERSION_FIELD, type ChangeAccepted } from '@bank/shared';
import { apiClient, fetchJson } from '../../lib/api-client';
import { resubmitChange } from '../../lib/returned-changes';
import type { FormMode, ResourceDefinition } from './resource-definition';

/** A record as the admin API returns it: an id and the resource's keys. */
export type ResourceRecord = { id: number } & Record<string, unknown>;

/**
 * The records of a list answer; anything but an array is logged and shown as an empty list.
 * The circulars header is the first record of the server's answer, so it is dropped here and nowhere else.
 */
function toRecords(definition: ResourceDefinition, data: unknown): ResourceRecord[] {
  if (!Array.isArray(data)) {
    console.error(`${definition.title}: the list answer is not an array`, data);
    return [];
  }
  return definition.skipFirst ? data.slice(1) : data;
}

/** GET the resource's list: the records the screen shows, header record left out. */
export async function listRecords(definition: ResourceDefinition): Promise<ResourceRecord[]> {
  return toRecords(definition, await fetchJson<unknown>(definition.endpoints.list));
}

/** JSON or multipart, as the resource's route takes it; an absent file is not sent. */
function requestBody(
  definition: ResourceDefinition,
  mode: FormMode,
  values: Record<string, unknown>,
  file: File | null,
) {
  const extra = mode === 'add' ? definition.endpoints.extraOnCreate : undefined;
  if (definition.endpoints.body === 'json') return { ...values, ...extra };
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...values, ...extra }))
    body.append(name, value == null ? '' : String(value));
  if (file && definition.media) body.append(definition.media.field, file);
  return body;
}

/**
 * What a write answers: the record as saved, or, while changes need approval, the change request it
 * became (202), the record unchanged until another person approves it.
 */
export type WriteAnswer = ResourceRecord | ChangeAccepted;

export async function createRecord(definition: ResourceDefinition, values: Record<string, unknown>, file: File | null) {
  const { data } = await apiClient.post<WriteAnswer>(
    definition.endpoints.create,
    requestBody(definition, 'add', values, file),
  );
  return data;
}

/**
 * Updates the record from the copy the form was opened with: its `version` goes back with the values,
 * so that a change made by someone else since is refused (409 `StaleRecord`), not overwritten.
 */
export async function updateRecord(
  definition: ResourceDefinition,
  record: ResourceRecord,
  values: Record<string, unknown>,
  file: File | null,
) {
  const { endpoints } = definition;
  const version = record[RECORD_VERSION_FIELD];
  const { data } = await apiClient.request<WriteAnswer>({
    method: endpoints.updateMethod,
    url: endpoints.update(record.id),
    data: requestBody(
      definition,
      'update',
      typeof version === 'string' ? { ...values, [RECORD_VERSION_FIELD]: version } : values,
      file,
    ),
  });
  return data;
}

/** Deletes the record: nothing (204), or the change request the delete became (202). */
export async function deleteRecord(definition: ResourceDefinition, id: number): Promise<ChangeAccepted | undefined> {
  const { data } = await apiClient.delete<ChangeAccepted | undefined>(definition.endpoints.remove(id));
  return data || undefined;
}

/**
 * Sends a returned change of the resource again, edited: the body its route takes, the change's own
 * address. Without `version` the server checks it against the copy the change was first made from;
 * with one (the record loaded again since, another's change in it), against that.
 */
export async function resubmitRecord(
  definition: ResourceDefinition,
  changeId: number,
  values: Record<string, unknown>,
  file: File | null,
  version?: string,
) {
  const sent = version ? { ...values, [RECORD_VERSION_FIELD]: version } : values;
  return resubmitChange(changeId, requestBody(definition, 'update', sent, file));
}
