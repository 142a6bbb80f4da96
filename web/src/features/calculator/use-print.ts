import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { whenDrawn } from "./print-ready";

/**
 * Printing opens every section, lays every tab out one after the other (product.md: print expands all
 * tabs) and prints in the light theme, whether it starts from the menu or from the browser's own print
 * command. `printing` mounts the tabs that are not open (issue 31.5).
 */
export function usePrint(expandAll: () => void) {
  const [printing, setPrinting] = useState(false);
  const wasDark = useRef(false);
  const light = useCallback(() => {
    if (!document.documentElement.classList.contains("dark")) return;
    wasDark.current = true;
    document.documentElement.classList.remove("dark");
  }, []);

  useEffect(() => {
    // The browser's print command gives no time: what is loaded is drawn now (the tabs' code is fetched
    // when the browser is idle after the calculator, so it usually all is).
    const before = () => {
      light();
      flushSync(() => {
        expandAll();
        setPrinting(true);
      });
    };
    const after = () => {
      if (wasDark.current) document.documentElement.classList.add("dark");
      wasDark.current = false;
      setPrinting(false);
    };
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, [expandAll, light]);

  const print = useCallback(() => {
    // Charts read the theme when they mount: light first, then every tab, then the print once all is drawn.
    light();
    expandAll();
    setPrinting(true);
    void whenDrawn(() => document.getElementById("calculator-screen")).then(() => window.print());
  }, [expandAll, light]);

  return { print, printing };
}
