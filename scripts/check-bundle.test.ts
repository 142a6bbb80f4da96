import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";

// The budget check on a fake build whose sizes are known: random bytes do not compress, so a file
// holding N random bytes (as hex text) weighs about N bytes gzip (the exact figure is computed alike).
const script = fileURLToPath(new URL("./check-bundle.mjs", import.meta.url));
const made: string[] = [];

/** JavaScript-looking text of about `bytes` gzip: hex of random bytes in a string literal. */
function incompressible(bytes: number, imports = ""): Buffer {
  return Buffer.from(`${imports}export const x="${randomBytes(bytes).toString("hex")}";\n`);
}

// What check-bundle.mjs recognises each heavy library by: lazy chunks of the fake build hold them.
const heavyLibraries = {
  charts: "apexcharts-canvas",
  qrcode: "toSJISFunc",
  paypal: "data-js-sdk-library",
  pdf: "PDFDocument.load` is encrypted",
};
const holding = (markers: string[]) => Buffer.from(markers.map((marker) => `const m="${marker}";`).join(""));

const gz = (content: Buffer) => gzipSync(content).length;

interface FakeBuild {
  dir: string;
  /** gzip bytes of what the first screen needs: entry, preloaded chunk, its import, the larger pack. */
  firstScreen: number;
}

function fakeBuild(kb: number): FakeBuild {
  const dir = mkdtempSync(join(tmpdir(), "check-bundle-"));
  made.push(dir);
  mkdirSync(join(dir, "assets"));
  const files: Record<string, Buffer> = {
    // The entry imports a vendor chunk statically (not preloaded: found by following imports).
    "index-AAAA1111.js": incompressible(
      kb * 500,
      'import{a as b}from"./vendor-BBBB2222.js";import"./runtime-CCCC3333.js";',
    ),
    "vendor-BBBB2222.js": incompressible(kb * 300),
    "runtime-CCCC3333.js": incompressible(2_000),
    "preloaded-DDDD4444.js": incompressible(kb * 100),
    // Two language packs; only the larger counts. The French one shares the runtime already counted.
    "first-screen-texts-fr-EEEE5555.js": incompressible(kb * 60, 'import"./runtime-CCCC3333.js";'),
    "first-screen-texts-en-FFFF6666.js": incompressible(kb * 40),
    // Lazy: a page and the pages' texts, loaded with dynamic import(), never counted.
    "calculator-page-GGGG7777.js": incompressible(50_000),
    "pages-fr-HHHH8888.js": incompressible(50_000),
    // The heavy libraries, each loaded on demand by one screen.
    "apex-chart-JJJJ0000.js": Buffer.concat([holding([heavyLibraries.charts]), incompressible(200_000)]),
    "poster-dialog-KKKK1111.js": holding([heavyLibraries.qrcode]),
    "payment-page-LLLL2222.js": holding([heavyLibraries.paypal]),
    "es-MMMM3333.js": holding([heavyLibraries.pdf]),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, "assets", name), content);
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-AAAA1111.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preloaded-DDDD4444.js">
    <link rel="stylesheet" href="/assets/index-IIII9999.css">
    </head><body><div id="root"></div></body></html>`,
  );
  const counted = [
    "index-AAAA1111.js",
    "vendor-BBBB2222.js",
    "runtime-CCCC3333.js",
    "preloaded-DDDD4444.js",
    "first-screen-texts-fr-EEEE5555.js",
  ];
  return { dir, firstScreen: counted.reduce((sum, name) => sum + gz(files[name]), 0) };
}

function check(dir: string, budgetKb?: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_DIST_DIR: dir };
  if (budgetKb === undefined) delete env.FIRST_SCREEN_BUDGET_KB;
  else env.FIRST_SCREEN_BUDGET_KB = String(budgetKb);
  const run = spawnSync(process.execPath, [script], { env, encoding: "utf8", timeout: 20_000 });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("scripts/check-bundle.mjs", () => {
  it("passes a first screen under the default budget of 161 KB and prints its exact total", () => {
    const build = fakeBuild(150);
    const { code, out } = check(build.dir);
    expect(out).toContain(
      `First-screen JavaScript: ${(build.firstScreen / 1000).toFixed(1)} KB gzip (5 files), within the budget of 161 KB`,
    );
    expect(code).toBe(0);
    // The imported vendor chunk and the larger pack count; the smaller pack and lazy chunks do not.
    expect(out).toMatch(/vendor-BBBB2222\.js/);
    expect(out).toMatch(/first-screen-texts-fr-EEEE5555\.js .*largest of 2 language packs/);
    expect(out).not.toMatch(/first-screen-texts-en|calculator-page|pages-fr/);
  });

  it("fails (exit code 1) a first screen over the default budget", () => {
    const build = fakeBuild(170);
    expect(build.firstScreen).toBeGreaterThan(161_000);
    const { code, out } = check(build.dir);
    expect(out).toContain(
      `First-screen JavaScript: ${(build.firstScreen / 1000).toFixed(1)} KB gzip (5 files), OVER the budget of 161 KB`,
    );
    expect(code).toBe(1);
  });

  it("takes the budget from FIRST_SCREEN_BUDGET_KB", () => {
    const build = fakeBuild(120);
    expect(check(build.dir, 100).code).toBe(1);
    expect(check(build.dir, 130).code).toBe(0);
  });

  it("fails when it cannot tell what the first screen loads", () => {
    const build = fakeBuild(10);
    rmSync(join(build.dir, "assets", "first-screen-texts-fr-EEEE5555.js"));
    rmSync(join(build.dir, "assets", "first-screen-texts-en-FFFF6666.js"));
    expect(check(build.dir)).toMatchObject({
      code: 1,
      out: expect.stringContaining("No first-screen texts pack"),
    });
    rmSync(join(build.dir, "assets", "vendor-BBBB2222.js"));
    expect(check(build.dir)).toMatchObject({
      code: 1,
      out: expect.stringContaining("vendor-BBBB2222.js, which is not in"),
    });
  });

  it.each(Object.entries(heavyLibraries))(
    "fails when a heavy library (%s) is in the first screen, under budget or not",
    (name, marker) => {
      const build = fakeBuild(10);
      // A vendor chunk the entry imports statically now holds the library.
      writeFileSync(
        join(build.dir, "assets", "vendor-BBBB2222.js"),
        Buffer.concat([holding([marker]), incompressible(3_000)]),
      );
      const { code, out } = check(build.dir);
      expect(out).toContain("within the budget");
      expect(out).toMatch(new RegExp(`is in the first screen \\(/assets/vendor-BBBB2222\\.js\\)`));
      expect(code).toBe(1);
    },
  );

  it("fails when a heavy library's marker is found nowhere, rather than passing without looking", () => {
    const build = fakeBuild(10);
    writeFileSync(join(build.dir, "assets", "poster-dialog-KKKK1111.js"), incompressible(1_000));
    expect(check(build.dir)).toMatchObject({
      code: 1,
      out: expect.stringContaining('qrcode is in no chunk (no "toSJISFunc")'),
    });
  });
});
