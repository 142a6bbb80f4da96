import { useCallback, useEffect, useRef } from "react";

/**
 * Printing opens every section and prints in the light theme, whether it starts from the menu or from
 * the browser's own print command.
 */
export function usePrint(expandAll: () => void) {
  const wasDark = useRef(false);
  useEffect(() => {
    const before = () => {
      expandAll();
      wasDark.current = document.documentElement.classList.contains("dark");
      document.documentElement.classList.remove("dark");
    };
    const after = () => {
      if (wasDark.current) document.documentElement.classList.add("dark");
      wasDark.current = false;
    };
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, [expandAll]);

  return useCallback(() => {
    expandAll();
    // Let React render the opened sections before the print preview is taken.
    setTimeout(() => window.print(), 60);
  }, [expandAll]);
}
