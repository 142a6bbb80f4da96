import { readdirSync, readFileSync } from "node:fs";
import type { Lang } from "./screens";

// The texts the app ships (every locales/<lang>/<namespace>.json but the e-mails'), so that tests find
// controls by their real accessible names in both languages.
type Tree = { [key: string]: string | Tree };
const root = new URL("../..", import.meta.url).pathname;

export type Texts = (key: string, vars?: Record<string, string | number>) => string;

export function textsOf(lang: Lang): Texts {
  const tree: Tree = {};
  for (const file of readdirSync(`${root}locales/${lang}`).filter(
    (name) => name.endsWith(".json") && name !== "mail.json",
  )) {
    tree[file.slice(0, -".json".length)] = JSON.parse(
      readFileSync(`${root}locales/${lang}/${file}`, "utf8"),
    ) as Tree;
  }
  return (key, vars = {}) => {
    const text = key
      .split(".")
      .reduce<Tree | string | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
    if (typeof text !== "string") throw new Error(`No text for ${key}`);
    return text.replace(/{{(\w+)}}/g, (_, name: string) =>
      String(vars[name] ?? (name === "brand" ? "ClubCost" : "")),
    );
  };
}

export const texts: Record<Lang, Texts> = { fr: textsOf("fr"), en: textsOf("en") };
