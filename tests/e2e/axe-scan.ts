import axe, { type Result, type RunOptions } from "axe-core";
import type { Page } from "@playwright/test";

/**
 * axe-core's violations on the page as it stands (or within `include`, a CSS selector). axe is put in
 * the page once per document and sends back its violations only: @axe-core/playwright put it in again
 * for every scan and sent back every passed check too, which made a scan about four times as long
 * (2.5 s against 0.6 on the calculator, 2026-11-26).
 */
export async function axeViolations(page: Page, options: RunOptions, include?: string): Promise<Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ([context, runOptions]) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const { violations } = await inPage.run(context ?? document, {
        ...runOptions,
        resultTypes: ["violations"],
      });
      return violations;
    },
    [include, options] as const,
  );
}
