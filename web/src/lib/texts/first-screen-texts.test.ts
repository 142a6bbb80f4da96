import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions, loadTexts, type UiLanguage } from "../i18n";
import { pageNamespaces } from "./page-namespaces";

// The first screen loads only its language's locales/<lang>/<namespace>.json but the pages' namespaces
// (decision 090): a key a first-screen module uses must be there, or the login page would show the raw key.
const main = fileURLToPath(new URL("../../main.tsx", import.meta.url));

/** web/src/main.tsx and every module it imports statically: what index.html loads before the first render. */
function firstScreenModules(): string[] {
  const seen = new Set<string>();
  const pending = [main];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(
      /^\s*(import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?"(\.[^"]+)"/gm,
    )) {
      const base = resolve(dirname(file), match[2]);
      const found = [base, `${base}.ts`, `${base}.tsx`].find(
        (path) => /\.tsx?$/.test(path) && existsSync(path),
      );
      if (found) pending.push(found);
    }
  }
  return [...seen];
}

async function firstScreenTexts(language: UiLanguage) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nOptions(language, "ClubCost"), react: undefined });
  await loadTexts(i18n, language, false);
  return i18n;
}

describe("the first screen's texts", () => {
  const modules = firstScreenModules();

  it("are found from main.tsx through the login screen", () => {
    expect(modules.some((file) => file.endsWith("features/auth/login-screen.tsx"))).toBe(true);
    expect(modules.some((file) => file.endsWith("features/landing/landing-page.tsx"))).toBe(false);
  });

  it.each(["fr", "en"] as const)("hold every key a first-screen module uses (%s)", async (language) => {
    const i18n = await firstScreenTexts(language);
    const namespaces = new Set(Object.keys(i18n.getResourceBundle(language, "translation") as object));
    const missing: string[] = [];
    for (const file of modules) {
      const source = readFileSync(file, "utf8");
      for (const [, key] of source.matchAll(/["'`]([a-z][A-Za-z]*\.[A-Za-z0-9_.]+)["'`]/g)) {
        const namespace = key.split(".")[0];
        if (!namespaces.has(namespace) && !pageNamespaces.includes(namespace)) continue; // not a text key
        if (key.startsWith("message.backend.") || i18n.exists(key) || i18n.exists(`${key}_other`)) continue;
        missing.push(`${key} (${file})`);
      }
      // A key built at run time (`auth.highlights.${key}.title`): its namespace at least must be there.
      for (const [, namespace] of source.matchAll(/`([a-z][A-Za-z]*)\.[A-Za-z0-9_.]*\$\{/g)) {
        // checkKeys (check-keys.ts) tries validation.<code> first: checks holds only codes the pages produce.
        if (namespace === "checks" && file.endsWith("lib/check-keys.ts")) continue;
        if (pageNamespaces.includes(namespace)) missing.push(`${namespace}.* (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("leave the pages' namespaces to the pages", async () => {
    const i18n = await firstScreenTexts("fr");
    for (const namespace of pageNamespaces) expect(i18n.exists(namespace), namespace).toBe(false);
    await loadTexts(i18n, "fr", true);
    for (const namespace of ["legal", "landing", "calculator"])
      expect(i18n.exists(namespace), namespace).toBe(true);
  });
});
