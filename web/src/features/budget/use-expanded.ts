import { useCallback, useState } from "react";

/** Open/closed state of the calculator's sections; everything starts open, so nothing is hidden at first. */
export function useExpanded() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const isOpen = useCallback((key: string) => !collapsed.has(key), [collapsed]);
  const toggle = useCallback((key: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const expandAll = useCallback(() => setCollapsed(new Set()), []);
  const collapseAll = useCallback((keys: readonly string[]) => setCollapsed(new Set(keys)), []);
  return { isOpen, toggle, expandAll, collapseAll, anyCollapsed: collapsed.size > 0 };
}
