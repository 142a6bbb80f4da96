/** Every id reachable from `starts` by following `next` (the starts included): a walk of the module graph. */
export function reachable(starts: string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...next(id));
  }
  return seen;
}
