import { API_PATHS } from './api-paths';
import { useApiList } from './use-api-list';

/** The pages and parts of pages hidden from visitors (`/Awards`, `/About#gallery`), as the page was rendered with them. */
export function useHiddenParts(): ReadonlySet<string> {
  return new Set(useApiList<string>(API_PATHS.hiddenPages).records);
}
