import { POSTER } from "../../lib/calculator-model/poster-types";

/** Vertical layout of the poster, in canvas pixels (width 900). */
export const LAYOUT = {
  padding: 48,
  headerHeight: 190,
  accentHeight: 8,
  logoBox: 120,
  gap: 36,
  messageLine: 34,
  qrBlock: POSTER.qrSize + 24,
  footerHeight: 64,
  /** The tiers and aids block: its heading, then one line each. */
  socialHeading: 44,
  socialLine: 34,
} as const;

interface PosterLayout {
  height: number;
  rowsTop: number;
  /** Where the tiers and aids block starts; null without it. */
  socialTop: number | null;
  messageTop: number;
  qrTop: number | null;
  footerTop: number;
}

/** Where each block goes for a number of rows, message lines, an optional QR code and optional tier and aid lines. */
export function posterLayout(
  rows: number,
  messageLines: number,
  hasQr: boolean,
  socialLines = 0,
): PosterLayout {
  const rowsTop = LAYOUT.headerHeight + LAYOUT.gap;
  let y = rowsTop + rows * POSTER.rowHeight + LAYOUT.gap;
  const socialTop = socialLines > 0 ? y : null;
  if (socialLines > 0) y += LAYOUT.socialHeading + socialLines * LAYOUT.socialLine + LAYOUT.gap;
  const messageTop = y;
  if (messageLines > 0) y += messageLines * LAYOUT.messageLine + LAYOUT.gap;
  const qrTop = hasQr ? y : null;
  if (hasQr) y += LAYOUT.qrBlock + LAYOUT.gap / 2;
  return { height: y + LAYOUT.footerHeight, rowsTop, socialTop, messageTop, qrTop, footerTop: y };
}

/** Minimal text measure so that line breaking can be tested without a canvas. */
type Measure = (text: string) => number;

/** Breaks a message into lines that fit `width`, keeping the person's own line breaks; long words are cut. */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  return lines;
}

/** Shortens a text with an ellipsis until it fits. */
export function fitText(text: string, width: number, measure: Measure): string {
  if (measure(text) <= width) return text;
  let end = text.length;
  while (end > 1 && measure(`${text.slice(0, end)}…`) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}
