/** Everything reachable from `start` by following `next` (a module's or a chunk's imports), itself included. */
export function reachable(start: string, next: (from: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    for (const n of next(at)) walk(n);
  };
  walk(start);
  return seen;
}
