import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// worker/ keeps no import circle, type imports included (issue 40.4, docs/decisions/241): a circle makes
// the load order matter and ties modules that should not know each other. A walk of the relative
// imports is enough here; eslint-plugin-import's no-cycle would cost the whole lint a resolver.
const root = resolve(__dirname);
const fromPattern = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const [, spec] of readFileSync(file, "utf8").matchAll(fromPattern)) {
    if (!spec?.startsWith(".")) continue;
    const target = resolve(dirname(file), spec);
    const path = [`${target}.ts`, join(target, "index.ts")].find((p) => existsSync(p));
    if (path?.startsWith(root)) found.push(path);
  }
  return found;
}

function importCycles(files: string[], edges: (file: string) => string[]): string[][] {
  const done = new Set<string>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const next of edges(file)) {
      const at = path.indexOf(next);
      if (at >= 0) cycles.push([...path.slice(at), next]);
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of files) if (!done.has(file)) visit(file);
  return cycles;
}

describe("worker's imports", () => {
  it("finds a circle when there is one", () => {
    const edges: Record<string, string[]> = { a: ["b"], b: ["c"], c: ["a"], d: ["a"] };
    expect(importCycles(["d", "a"], (f) => edges[f] ?? [])).toEqual([["a", "b", "c", "a"]]);
  });

  it("make no circle", () => {
    const files = sources(root);
    expect(files.length).toBeGreaterThan(100);
    const cycles = importCycles(files, importsOf).map((cycle) =>
      cycle.map((f) => relative(root, f)).join(" -> "),
    );
    expect(cycles).toEqual([]);
  });
});
