import type { i18n, TFunction } from "i18next";

/**
 * Remembers the texts asked for by key alone (`t("nav.home")`, no options) until the language or the
 * loaded texts change (decision 115).
 *
 * i18next builds every answer afresh: on a phone, cold, each call costs ~60 µs, and the calculator's
 * first render asks for 360 texts, 250 of them by key alone but only 94 different ones (every budget
 * line asks for the same labels). With no options, the answer depends only on the language, the
 * namespace, the key prefix and the texts loaded, so the same call can answer from memory.
 * Calls with options (counts, values) still go to i18next every time.
 */
export function cachePlainTexts(instance: i18n): void {
  const byScope = new Map<string, Map<string, string>>();
  const forget = () => byScope.clear();
  instance.on("languageChanged", forget);
  instance.store.on("added", forget);
  instance.store.on("removed", forget);

  type Translate = (...parts: unknown[]) => unknown;
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate;
  instance.getFixedT = ((...args: unknown[]) => {
    const fixed = getFixedT(...args);
    const [lng, ns, keyPrefix] = args;
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null]);
    const cached = ((key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== "string") return fixed(key, ...rest);
      let texts = byScope.get(scope);
      if (!texts) byScope.set(scope, (texts = new Map()));
      const known = texts.get(key);
      if (known !== undefined) return known;
      const text = fixed(key);
      if (typeof text === "string") texts.set(key, text);
      return text;
    }) as unknown as TFunction;
    // i18next marks its function with the language, namespace and prefix it was made for.
    return Object.assign(cached, fixed);
  }) as typeof instance.getFixedT;
}
