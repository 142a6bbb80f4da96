/**
 * SQLite's default (BINARY) order of two texts: their UTF-8 bytes, which is code point order. JS's
 * `<` compares UTF-16 units instead, and puts U+E000-U+FFFF (private use, CJK compatibility,
 * fullwidth forms, U+FFFD) after the characters above U+FFFF that SQLite sorts before them.
 * Surrogate units are moved above the rest of the BMP before comparing, as ICU's
 * `u_strCmpCodePointOrder` does: the first unit that differs decides.
 */
export function bySqliteText(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return inCodePointOrder(x) - inCodePointOrder(y);
  }
  return a.length - b.length;
}

/** U+D800-U+DFFF to the top of the BMP, U+E000-U+FFFF just below them; other units unchanged. */
function inCodePointOrder(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}
