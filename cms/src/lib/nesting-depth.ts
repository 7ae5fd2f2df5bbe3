/**
 * Whether a parsed body nests objects or arrays deeper than `limit` (`{}` and `[]` are depth 1).
 * Walked with a stack, not recursion, and stopped at the first level too deep.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}
