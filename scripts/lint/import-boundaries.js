import path from "node:path";

/**
 * ESLint rule: relative imports resolved against the importing file and checked against folder
 * boundaries. `no-restricted-imports` only sees the import text, and "../x" from features/a means
 * another feature at one depth and the same feature at another, so this rule resolves the path.
 * Options: { rules: [{ from, forbid: [folders], message }], isolated: [folders whose children are islands],
 * composes: { folder: [folders it may import across the islands] } }, folders relative to the project root, ending in "/".
 * `composes` is one-way: the composed folders stay islands, towards their composer and each other (decision 243).
 */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keeps web, worker, core and each web feature inside their boundaries" },
    schema: [
      {
        type: "object",
        properties: {
          rules: {
            type: "array",
            items: {
              type: "object",
              properties: {
                from: { type: "string" },
                forbid: { type: "array", items: { type: "string" } },
                message: { type: "string" },
              },
              required: ["from", "forbid", "message"],
              additionalProperties: false,
            },
          },
          isolated: { type: "array", items: { type: "string" } },
          composes: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: "{{file}} may not import {{target}}: {{message}}",
      crossFeature:
        "{{file}} may not import {{target}}: {{area}}{{mine}} and {{area}}{{theirs}} do not import each other (move the shared part to web/src/components, web/src/lib or core).",
    },
  },
  create(context) {
    const { rules = [], isolated = [], composes = {} } = context.options[0] ?? {};
    const root = context.cwd;
    const file = toPosix(path.relative(root, context.filename));
    const applicable = rules.filter((r) => file.startsWith(r.from));
    const island = isolated.map((area) => ({ area, mine: childOf(file, area) })).filter((i) => i.mine);
    if (applicable.length === 0 && island.length === 0) return {};
    const composed = Object.entries(composes).flatMap(([folder, parts]) =>
      file.startsWith(folder) ? parts : [],
    );

    function check(node, source) {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = toPosix(path.relative(root, path.resolve(path.dirname(context.filename), source)));
      for (const r of applicable) {
        if (r.forbid.some((folder) => target.startsWith(folder) || `${target}/` === folder)) {
          context.report({ node, messageId: "forbidden", data: { file, target, message: r.message } });
          return;
        }
      }
      for (const { area, mine } of island) {
        const theirs = childOf(target, area);
        if (
          theirs &&
          theirs !== mine &&
          !composed.some((folder) => target.startsWith(folder) || `${target}/` === folder)
        )
          context.report({ node, messageId: "crossFeature", data: { file, target, area, mine, theirs } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

function toPosix(p) {
  return p.split(path.sep).join("/");
}

/** "web/src/features/auth/login.tsx" (or ".../auth") under "web/src/features/" -> "auth"; null outside the area. */
function childOf(file, area) {
  if (!file.startsWith(area)) return null;
  return file.slice(area.length).split("/")[0] || null;
}

export const boundaries = { rules: { imports: rule } };
