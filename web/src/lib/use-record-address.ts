import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

/**
 * A list page whose records have addresses of their own (/Awards/{id}): the record the address
 * names, and opening or closing one moves the address with it, so a shared or bookmarked link
 * opens the same record, with JavaScript (a modal) or without (the server renders it open).
 */
export function useRecordAddress<R extends { id: number }>(basePath: string, records: readonly R[]) {
  const { id } = useParams();
  const navigate = useNavigate();
  const shown = id === undefined ? undefined : records.find((record) => String(record.id) === id);
  const close = useCallback(() => navigate(basePath), [navigate, basePath]);
  return {
    shown,
    /** The address names a record that is not (or no longer) there. */
    missing: id !== undefined && shown === undefined,
    hrefOf: (record: R) => `${basePath}/${record.id}`,
    close,
  };
}
