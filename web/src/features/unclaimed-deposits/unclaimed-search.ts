import { unclaimedQueryProblem } from '@bank/shared';
import { unclaimedSearchPath } from '../../lib/api-paths';

/**
 * The search a page address asks for (?q=…&page=…): what was typed, why it cannot be searched, or
 * the API read that answers it. The server renders with the same read the browser then keeps.
 */
export function unclaimedSearchOf(params: URLSearchParams): {
  query: string;
  problem: string | null;
  apiPath: string | null;
} {
  const query = params.get('q') ?? '';
  if (!params.has('q')) return { query, problem: null, apiPath: null };
  const problem = unclaimedQueryProblem(query);
  const page = Number(params.get('page'));
  return {
    query,
    problem,
    apiPath: problem ? null : unclaimedSearchPath(query, Number.isSafeInteger(page) && page >= 1 ? page : 1),
  };
}
