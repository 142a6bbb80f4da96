import type { Plugin } from "vite";
import { reachable } from "./module-graph";

/**
 * One chunk for everything the entry imports statically (issue 9, decision 090). Rolldown otherwise
 * splits the first screen into a dozen files by which lazy pages share each part (react, router,
 * i18next, query...): all of them load at start-up anyway, and as one file they make one request
 * and compress better (4-5 KB gzip less). Lazy pages keep their own chunks and import this one.
 * React and the libraries are the exceptions, in files of their own (`react` and `libraries` below),
 * each evaluated in a task of its own by boot.ts.
 */
export function firstScreenChunk(entrySuffix: string) {
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: "clubcost-first-screen-chunk",
    apply: "build",
    buildEnd() {
      firstScreen.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(entrySuffix));
      for (const id of reachable(entry ? [entry] : [], (id) => this.getModuleInfo(id)?.importedIds ?? [])) firstScreen.add(id);
    },
  };
  // Style sheets stay with Vite's CSS handling. (The bundler's runtime stays a file of its own: 0.4 KB.)
  const group = { name: "first-screen", test: (id: string) => firstScreen.has(id) && !/\.css($|\?)/.test(id), priority: 100 };
  // Vite's preload helper gets a file of its own (0.6 KB): the entry (boot.ts) uses it to import this
  // chunk once the splash is painted, and taking it from this chunk would run the whole chunk first
  // (decision 094). A group of its own, as this one would capture it with the modules that use it.
  const helper = { name: "preload-helper", test: /vite\/preload-helper/, priority: 110 };
  // React, React DOM and their scheduler in a file of their own, which boot.ts evaluates in a task
  // before the rest of the first screen (decision 104): one file's modules are evaluated together.
  const react = {
    name: "first-screen-react",
    test: (id: string) => firstScreen.has(id) && /node_modules\/(react|react-dom|scheduler)\//.test(id),
    priority: 105,
  };
  // The libraries the app's own modules build on (router, texts, queries), in a third file that boot.ts
  // evaluates in a task of its own between React and the app (decision 114).
  const libraries = {
    name: "first-screen-libraries",
    test: (id: string) => firstScreen.has(id) && /node_modules\/(react-router|i18next|react-i18next|@tanstack|cookie|set-cookie-parser)\//.test(id),
    priority: 104,
  };
  return { plugin, group, helper, react, libraries };
}
