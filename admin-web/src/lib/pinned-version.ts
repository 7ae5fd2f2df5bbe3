import { useEffect, useState } from 'react';

/** A record's version moved by this person's own save elsewhere on the screen (a language's tab): from what, to what. */
export interface VersionMove {
  from: string | null | undefined;
  to: string | null | undefined;
}

/**
 * The version of the copy a form shows, pinned when it opens (concurrent edits): the record read
 * again meanwhile with another person's change does not move it, so that their change is refused at
 * the save, not overwritten. It moves when the form saves or loads their change (`setPinned`), and
 * with `moved`: the person's own save of the same record in another form, checked by the server
 * against this very version. A copy opened without one (a record just saved, not yet read again)
 * keeps none: its save goes unchecked, as the spec's, rather than under a version its text may predate.
 */
export function usePinnedVersion(current: string | null | undefined, moved?: VersionMove) {
  const [pinned, setPinned] = useState(current);
  useEffect(() => {
    if (moved?.from) setPinned((version) => (version === moved.from ? moved.to : version));
  }, [moved]);
  return [pinned, setPinned] as const;
}
