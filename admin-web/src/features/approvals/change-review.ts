import { useEffect, useState } from 'react';
import { SITE_SETTING_GROUPS, SITE_SETTINGS, type ChangeRequest } from '@bank/shared';
import { RESOURCE_DEFINITIONS } from '../../resources';
import { apiClient } from '../../lib/api-client';

/** A field's key in words where no form names it: 'interest_rate' is 'Interest rate'. */
const inWords = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * What the back office's form calls each field of a change to `resource`: a list's field labels, the
 * site settings' (with their part of the form), else the key in words.
 */
export function fieldLabelsOf(resource: string): (field: string) => string {
  if (resource === 'site-settings')
    return (field) => {
      const setting = (SITE_SETTINGS as Record<string, { group: keyof typeof SITE_SETTING_GROUPS; label: string }>)[
        field
      ];
      return setting ? `${SITE_SETTING_GROUPS[setting.group]}: ${setting.label}` : inWords(field);
    };
  const definition = RESOURCE_DEFINITIONS.find((each) => each.logName === resource);
  return (field) => {
    const media = definition?.media;
    if (media && (media.field === field || media.recordKey === field)) return media.label;
    return definition?.fields.find((each) => each.name === field)?.label ?? inWords(field);
  };
}

/**
 * The pictures a change brings ('new file: card.png'), read from the server as the approver may
 * (`GET /api/admin/changes/{id}/files/{field}`, with the session) and shown from this browser's
 * memory, by field; none until they come, and a picture that did not come shows by its name only.
 */
export function useHeldPictures(change: ChangeRequest): Record<string, string> {
  const [pictures, setPictures] = useState<Record<string, string>>({});
  useEffect(() => {
    const fields = change.changes
      .filter((each) => typeof each.after === 'string' && /^new file: .+\.(jpe?g|png|gif|webp)$/i.test(each.after))
      .map((each) => each.field);
    if (fields.length === 0) return undefined;
    let open = true;
    const made: string[] = [];
    void Promise.all(
      fields.map(async (field) => {
        try {
          const { data } = await apiClient.get<Blob>(`/admin/changes/${change.id}/files/${field}`, {
            responseType: 'blob',
          });
          const url = URL.createObjectURL(data);
          made.push(url);
          return [field, url] as const;
        } catch (failure) {
          console.error(`The picture of ${field} did not load`, failure);
          return null;
        }
      }),
    ).then((loaded) => {
      const shown = loaded.filter((each) => each !== null);
      // Closed meanwhile: what came is let go at once.
      if (!open) shown.forEach(([, url]) => URL.revokeObjectURL(url));
      else setPictures(Object.fromEntries(shown));
    });
    return () => {
      open = false;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [change.id, change.changes]);
  return pictures;
}
