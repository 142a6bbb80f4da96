import type { Plugin } from "vite";
import { reachable } from "./module-graph";

// The visitors' lazy pages (login is in the first screen): what they import stays where it was.
const VISITOR_PAGES = /\/web\/src\/features\/(auth\/(forgot|reset)-password-page|support\/contact-page)\.tsx$/;
// Loaded on demand by one screen each, and large: charts, poster, QR codes, PayPal, texts.
const ON_DEMAND = /\.css($|\?)|[/\\]node_modules[/\\](apexcharts|react-apexcharts|qrcode|@paypal)[/\\]|\/poster\/|\/lib\/texts\/|\/locales\//;
// zod and the schemas: the forms' pages need them, the chrome and the landing do not.
const ZOD = /[/\\]node_modules[/\\]zod[/\\]/;

/**
 * One chunk for the code that two or more signed-in pages share (issue 9, decision 094): the Radix
 * menus, dialogs and tabs, the cost model, shared components. Left to Rolldown they make a dozen files
 * of 0.3-14 KB that the calculator fetches at once, each its own request; one file takes one round
 * trip. What a visitor's page imports stays out (those pages load no more than before), and so does
 * whatever needs zod (the landing and the chrome load no more than before either).
 */
export function signedInChunk() {
  const excluded = new Set<string>();
  const plugin: Plugin = {
    name: "clubcost-signed-in-chunk",
    apply: "build",
    buildEnd() {
      excluded.clear();
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const ids = [...this.getModuleIds()];
      // What the visitors' pages import, and every module from which zod can be reached (walking back
      // from zod through its importers).
      const importers = new Map<string, string[]>();
      for (const id of ids) for (const dep of imports(id)) importers.set(dep, [...(importers.get(dep) ?? []), id]);
      for (const id of reachable(ids.filter((id) => VISITOR_PAGES.test(id)), imports)) excluded.add(id);
      for (const id of reachable(ids.filter((id) => ZOD.test(id)), (id) => importers.get(id) ?? [])) excluded.add(id);
    },
  };
  const group = {
    name: "signed-in",
    priority: 50,
    // Shared by two pages or more; a page's own modules stay in its chunk.
    minShareCount: 2,
    // Only what the test picks: its dependencies (zod, the visitors' modules) keep their own chunks.
    includeDependenciesRecursively: false,
    test: (id: string) => !excluded.has(id) && !ON_DEMAND.test(id),
  };
  return { plugin, group };
}
