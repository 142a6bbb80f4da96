import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { brands } from "#core/brands";
import { backendErrors } from "#core/errors";
import { addBackendMessages, i18nOptions, loadTexts, localeFor } from "./i18n";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") keys.set(path, value);
    else for (const [inner, text] of flatten(value, path)) keys.set(inner, text);
  }
  return keys;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** Every text the app can load (both languages, start-up and page texts), through its own loader. */
async function shippedTexts() {
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nOptions("fr", "ClubCost"), react: undefined });
  await Promise.all([loadTexts(i18n, "fr", true), loadTexts(i18n, "en", true)]);
  const bundle = (locale: string) => i18n.getResourceBundle(locale, "translation") as Tree;
  return { fr: bundle("fr"), en: bundle("en"), "fr-fft": bundle("fr-fft"), "fr-fftt": bundle("fr-fftt") };
}

const localeFiles = await shippedTexts();
const fr = flatten(localeFiles.fr as Tree);
const en = flatten(localeFiles.en as Tree);

describe("locale files", () => {
  it("keep French and English in step: the same keys on both sides", () => {
    expect([...en.keys()].filter((key) => !fr.has(key))).toEqual([]);
    expect([...fr.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it("use the same interpolation variables in both languages", () => {
    for (const [key, text] of fr) expect(variables(en.get(key) ?? ""), key).toEqual(variables(text));
  });

  it.each(["fr-fft", "fr-fftt"] as const)(
    "%s only overrides keys that exist in French, with no variable French lacks",
    (locale) => {
      const brandKeys = flatten(localeFiles[locale] as Tree);
      expect(brandKeys.size).toBeGreaterThan(0);
      for (const [key, text] of brandKeys) {
        expect(fr.has(key), key).toBe(true);
        const known = variables(fr.get(key) ?? "");
        expect(
          variables(text).filter((name) => name !== "brand" && !known.includes(name)),
          key,
        ).toEqual([]);
      }
    },
  );

  it("keep no empty text", () => {
    for (const [key, text] of [...fr, ...en]) expect(text.trim(), key).not.toBe("");
  });

  it("hold the exact validation messages of product.md section 5", () => {
    expect(en.get("validation.error_email_required")).toBe("The email is required");
    expect(en.get("validation.error_email_malformed")).toBe("Invalid email");
    expect(en.get("validation.error_password_required")).toBe("The password is required");
    expect(en.get("validation.error_password_sameAs")).toBe("Passwords are not the same");
    expect(fr.get("validation.error_terms_required")).toMatch(/conditions générales/);
    expect(en.get("errors.forbiddenText")).toBe("You don't have the rights to access this space.");
    expect(en.get("contact.sent")).toBe("Your message has been successfully sent!");
  });
});

describe("keys used by the web app", () => {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const namespaces = new Set([...fr.keys()].map((key) => key.split(".")[0]));

  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
    });
  }

  it("all exist in the French file (a key literal is any 'namespace.key' string)", () => {
    const missing: string[] = [];
    for (const file of sources(root)) {
      for (const match of readFileSync(file, "utf8").matchAll(
        /["'`]([a-z][A-Za-z]*\.[A-Za-z0-9_.]+)["'`]/g,
      )) {
        const key = match[1];
        // A key used with { count } may exist only in its plural forms (key_one, key_other).
        const known = fr.has(key) || fr.has(`${key}_other`);
        if (namespaces.has(key.split(".")[0]) && !known && !key.startsWith("message.backend."))
          missing.push(`${key} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("i18next set-up", () => {
  async function instance(language: string, brandName: string) {
    const i18n = i18next.createInstance();
    await i18n.init({ ...i18nOptions(language, brandName), react: undefined });
    addBackendMessages(i18n);
    await Promise.all([loadTexts(i18n, "fr", false), loadTexts(i18n, "en", false)]);
    return i18n;
  }

  it("loads one language at a time, and the pages' texts only when asked", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ ...i18nOptions("en", "ClubCost"), react: undefined });
    await loadTexts(i18n, "en", false);
    expect(i18n.t("auth.welcome")).toBe("Welcome to ClubCost");
    expect(i18n.hasResourceBundle("fr", "translation")).toBe(false);
    expect(i18n.exists("calculator.expandAll")).toBe(false);
    await loadTexts(i18n, "en", true);
    expect(i18n.exists("calculator.expandAll")).toBe(true);
    // Once per key: users.intro is the users page's, no older copy shadowed by it.
    expect(i18n.t("users.intro")).toMatch(/^Every account of the platform/);
    expect(i18n.hasResourceBundle("fr", "translation")).toBe(false);
  });

  it("serves the table-tennis wording under fr-fftt and falls back to French elsewhere", async () => {
    const i18n = await instance(localeFor("fr", brands.fftt.locale), brands.fftt.name);
    expect(i18n.t("auth.welcome")).toBe("Bienvenue sur Coût du Ping, le coût réel du tennis de table");
    expect(i18n.t("nav.home")).toBe("Accueil");
    expect(i18n.t("message.backend.error_code_4")).toBe(backendErrors[4].fr);
  });

  it("keeps English plain under a customer brand, with the brand's name", async () => {
    const i18n = await instance(localeFor("en", brands.fft.locale), brands.fft.name);
    expect(i18n.t("auth.welcome")).toBe("Welcome to Coût du Tennis");
    expect(i18n.t("message.backend.error_code_1001")).toBe(backendErrors[1001].en);
  });

  it("has a text for every backend code in both languages", async () => {
    const i18n = await instance("fr", "ClubCost");
    for (const code of Object.keys(backendErrors)) {
      expect(i18n.t(`message.backend.error_code_${code}`, { lng: "en" })).not.toContain("message.backend");
      expect(i18n.t(`message.backend.error_code_${code}`, { lng: "fr" })).not.toContain("message.backend");
    }
  });
});
