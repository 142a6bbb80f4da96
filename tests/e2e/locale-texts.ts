import { readdirSync, readFileSync } from "node:fs";
import type { Lang } from "./screens";

// The texts the app ships (locales/<lang>.json plus every locales/features file), so that tests find
// controls by their real accessible names in both languages.
type Tree = { [key: string]: string | Tree };
const root = new URL("../..", import.meta.url).pathname;

function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = out[key];
    out[key] = typeof value === "object" && typeof existing === "object" ? merge(existing, value) : value;
  }
  return out;
}

export type Texts = (key: string, vars?: Record<string, string | number>) => string;

export function textsOf(lang: Lang): Texts {
  let tree = JSON.parse(readFileSync(`${root}locales/${lang}.json`, "utf8")) as Tree;
  for (const file of readdirSync(`${root}locales/features`).filter((name) => name.endsWith(".json"))) {
    tree = merge(tree, (JSON.parse(readFileSync(`${root}locales/features/${file}`, "utf8")) as Record<Lang, Tree>)[lang] ?? {});
  }
  return (key, vars = {}) => {
    const text = key.split(".").reduce<Tree | string | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
    if (typeof text !== "string") throw new Error(`No text for ${key}`);
    return text.replace(/{{(\w+)}}/g, (_, name: string) => String(vars[name] ?? (name === "brand" ? "ClubCost" : "")));
  };
}

export const texts: Record<Lang, Texts> = { fr: textsOf("fr"), en: textsOf("en") };
