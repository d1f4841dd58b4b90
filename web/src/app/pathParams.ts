/** A path's parameters if it matches the pattern (`:name` segments, a final `/*?`), else null. */
export function pathParams(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '/') return pathname === '/' || pathname === '' ? {} : null;
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pattern.endsWith('/*?')) {
    const base = pattern.slice(0, -3).split('/');
    return base.every((segment, i) => segment === have[i]) ? {} : null;
  }
  const want = pattern.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (!segment.startsWith(':')) {
      if (segment !== have[i]) return null;
    } else if (have[i] === '') return null;
    else params[segment.slice(1)] = have[i];
  }
  return params;
}
