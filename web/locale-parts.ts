import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { pageNamespaces } from "./src/lib/texts/page-namespaces.ts";

/**
 * Parts of a locale file as modules of their own (issue 9, decision 090), since a bundler keeps a
 * JSON module whole and a chunk would otherwise carry texts its screen does not show:
 * - `locales/features/x.json?lang=fr`: the French half of a `{ en, fr }` feature file;
 * - `locales/fr.json?part=first-screen` / `?part=pages`: its namespaces apart from / in pageNamespaces.
 * Used by the web build and by vitest.
 */
export function localeParts(): Plugin {
  return {
    name: "clubcost-locale-parts",
    enforce: "pre",
    async load(id) {
      const [path, query = ""] = id.split("?", 2);
      if (!path.endsWith(".json")) return null;
      // The dev server may add its own flags (`&import`) to the query.
      const params = new URLSearchParams(query);
      const lang = params.get("lang");
      const wanted = params.get("part");
      if (!lang && !wanted) return null;
      const file = JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
      let part: Record<string, unknown>;
      if (lang) part = (file[lang] as Record<string, unknown> | undefined) ?? {};
      else if (wanted === "first-screen" || wanted === "pages") {
        part = Object.fromEntries(Object.entries(file).filter(([namespace]) => pageNamespaces.includes(namespace) === (wanted === "pages")));
      } else throw new Error(`Unknown locale part ${wanted} (${id})`);
      // A module of its own (Vite's JSON handling leaves ids with a query alone); JSON.parse of a
      // string reads faster than an object literal, as Vite does for large JSON files.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`, moduleType: "js" };
    },
  };
}
