import type { Plugin } from "vite";

/**
 * index.html fetches the first-screen chunk from the start with a modulepreload link, although the
 * entry (web/src/boot.ts) imports it only once the splash is painted (decision 094). The link also
 * keeps the chunk in the budget that scripts/check-bundle.mjs counts from index.html.
 */
export function firstScreenPreload(chunkName: string): Plugin {
  return {
    name: "clubcost-first-screen-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === "chunk" && output.name === chunkName);
        if (!chunk || chunk.type !== "chunk") throw new Error(`No "${chunkName}" chunk to preload from index.html`);
        // With the files it imports (the bundler's runtime): a modulepreload fetches one file only.
        const files = [chunk.fileName, ...chunk.imports].filter((file) => !html.includes(`/${file}"`));
        // Low priority: the splash's styles and logo come first, the code runs after they are painted.
        return files.map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, fetchpriority: "low", href: `/${file}` }, injectTo: "head" as const }));
      },
    },
  };
}
