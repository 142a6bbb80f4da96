import { lineAt } from "./values";

/**
 * A small XML reader for bank statements (docs/decisions/235): elements, their text, CDATA, comments,
 * processing instructions and a DOCTYPE skipped, attributes ignored, namespace prefixes dropped (so
 * camt.053 001.02 and 001.08 read alike). It checks that tags nest and close, and names the line of the
 * first that does not. fast-xml-parser did this too, but its parser weighs 21 KB gzip of the Worker's
 * 300 KB budget; statements need none of its options.
 */
export interface XmlNode {
  name: string;
  children: XmlNode[];
  text: string;
}

export type XmlRead = { ok: true; root: XmlNode } | { ok: false; line: number; message: string };

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decode(text: string): string | null {
  let bad = false;
  const out = text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);|&/g, (whole, ref: string | undefined) => {
    if (ref === undefined) return ((bad = true), whole);
    if (ref.startsWith("#x")) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    const named = ENTITIES[ref];
    if (named === undefined) bad = true;
    return named ?? whole;
  });
  return bad ? null : out;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

export function readXml(source: string): XmlRead {
  const token =
    /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|</g;
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  let last = 0;
  const fail = (at: number, message: string): XmlRead => ({ ok: false, line: lineAt(source, at), message });
  for (const m of source.matchAll(token)) {
    const between = source.slice(last, m.index);
    last = m.index + m[0].length;
    if (between.trim() !== "") {
      const top = stack.at(-1);
      const text = decode(between);
      if (!top || text === null)
        return fail(
          m.index - between.length + between.search(/\S/),
          "text outside an element, or a bad entity",
        );
      top.text += text;
    }
    if (m[0] === "<") return fail(m.index, "a tag that does not close");
    if (m[1] !== undefined) {
      const top = stack.at(-1);
      if (!top) return fail(m.index, "CDATA outside an element");
      top.text += m[1];
      continue;
    }
    if (m[3] === undefined) continue;
    const name = localName(m[3]);
    if (m[2] === "/") {
      const open = stack.pop();
      if (!open || open.name !== name)
        return fail(m.index, `</${m[3]}> closes ${open ? `<${open.name}>` : "nothing"}`);
      open.text = open.text.trim();
      continue;
    }
    const node: XmlNode = { name, children: [], text: "" };
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else if (root) return fail(m.index, "a second root element");
    else root = node;
    if (m[5] !== "/") stack.push(node);
  }
  if (source.slice(last).trim() !== "")
    return fail(last + source.slice(last).search(/\S/), "text after the root element");
  if (stack.length) return fail(source.length, `<${stack.at(-1)!.name}> never closes`);
  if (!root) return fail(0, "no element");
  return { ok: true, root };
}

/** The children named `name`. */
export const childrenNamed = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node?.children.filter((c) => c.name === name) ?? [];

/** The first node down a path of names, or undefined. */
export function child(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let at = node;
  for (const name of path) at = at?.children.find((c) => c.name === name);
  return at;
}

/** The text of the first node down a path, or "". */
export const textAt = (node: XmlNode | undefined, ...path: string[]): string =>
  child(node, ...path)?.text ?? "";
