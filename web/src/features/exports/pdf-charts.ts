import { type Color, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { PackBarChart, PackChart, PackPieChart } from "./pack-charts";

/**
 * Draws the pack's charts (pack-charts.ts) with pdf-lib's vector primitives (decision 173): sharp at any
 * zoom and in print, and every title, legend entry and amount stays text a reader can search and copy.
 * Only meeting-pack.ts imports this module, so pdf-lib still loads only when the pack is asked for.
 */
export interface Pen {
  regular: PDFFont;
  bold: PDFFont;
  /** The text as Helvetica can write it (meeting-pack.ts). */
  safe: (text: string) => string;
  /** The text cut with an ellipsis to fit the width. */
  fit: (text: string, font: PDFFont, size: number, width: number) => string;
  brand: Color;
  grey: Color;
  black: Color;
}

/** Where a chart goes on its page: its left edge, the baseline of its title, its width. */
export interface Box {
  x: number;
  top: number;
  width: number;
}

const TITLE = 13;
const TEXT = 9.5;
const LINE = 14;
const DIAMETER = 124;
const LEGEND_ROW = 15;
const BAR_ROW = 19;
const BAR_THICKNESS = 11;
/** Space left under a chart before what follows, about what a table leaves. */
const AFTER = 26;
const WHITE = rgb(1, 1, 1);

export function colourOf(hex: string): Color {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const value = Number.parseInt(full.slice(1, 7), 16);
  if (!/^#[0-9a-f]{3,8}$/i.test(hex) || Number.isNaN(value)) return rgb(0.39, 0.45, 0.55);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The words of a text in lines no wider than the width. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Lines of a caption, already made safe for Helvetica. */
const captionLines = (chart: PackChart, pen: Pen, width: number) =>
  chart.caption ? wrap(pen.safe(chart.caption), pen.regular, TEXT, width) : [];

/** The height a chart takes from the baseline of its title down, gap after it included. */
export function chartHeight(chart: PackChart, width: number, pen: Pen): number {
  const head = TITLE + 5 + captionLines(chart, pen, width).length * LINE + 6;
  if (chart.kind === "bars")
    return (
      head +
      TEXT +
      legendLines(chart, pen, width).length * LEGEND_ROW +
      4 +
      chart.bars.length * BAR_ROW +
      AFTER
    );
  if (chart.slices.length === 0) return head + LINE + AFTER;
  return head + Math.max(DIAMETER, chart.slices.length * LEGEND_ROW) + AFTER;
}

export function drawChart(page: PDFPage, chart: PackChart, box: Box, pen: Pen): void {
  page.drawText(pen.fit(chart.title, pen.bold, TITLE, box.width), {
    x: box.x,
    y: box.top,
    size: TITLE,
    font: pen.bold,
    color: pen.brand,
  });
  let y = box.top - TITLE - 5;
  for (const line of captionLines(chart, pen, box.width)) {
    page.drawText(line, { x: box.x, y, size: TEXT, font: pen.regular, color: pen.grey });
    y -= LINE;
  }
  y -= 6;
  if (chart.kind === "bars") drawBars(page, chart, { ...box, top: y }, pen);
  else drawPie(page, chart, { ...box, top: y }, pen);
}

/** A point of the circle at an angle measured clockwise from twelve o'clock, in SVG's y-down space. */
const at = (radius: number, angle: number) =>
  `${(radius * Math.sin(angle)).toFixed(2)} ${(-radius * Math.cos(angle)).toFixed(2)}`;

/** Arcs of at most a quarter turn from one angle to the next (a whole circle has no single arc). */
function arcs(radius: number, from: number, to: number, clockwise: boolean): string {
  const steps = Math.max(1, Math.ceil(Math.abs(to - from) / (Math.PI / 2)));
  let path = "";
  for (let i = 1; i <= steps; i += 1)
    path += ` A ${radius} ${radius} 0 0 ${clockwise ? 1 : 0} ${at(radius, from + ((to - from) * i) / steps)}`;
  return path;
}

/** The SVG path of a slice between two angles; a donut's slice is a ring's part. */
export function slicePath(outer: number, inner: number, from: number, to: number): string {
  if (inner <= 0) return `M 0 0 L ${at(outer, from)}${arcs(outer, from, to, true)} Z`;
  return `M ${at(outer, from)}${arcs(outer, from, to, true)} L ${at(inner, to)}${arcs(inner, to, from, false)} Z`;
}

function drawPie(page: PDFPage, chart: PackPieChart, box: Box, pen: Pen) {
  if (chart.slices.length === 0) {
    page.drawText(pen.safe(chart.empty), {
      x: box.x,
      y: box.top - TEXT,
      size: TEXT,
      font: pen.regular,
      color: pen.grey,
    });
    return;
  }
  const height = Math.max(DIAMETER, chart.slices.length * LEGEND_ROW);
  const radius = DIAMETER / 2;
  const centre = { x: box.x + radius, y: box.top - height / 2 };
  const total = chart.slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  let angle = 0;
  for (const slice of chart.slices) {
    const turn = total > 0 ? (Math.max(0, slice.value) / total) * 2 * Math.PI : 0;
    if (turn <= 0) continue;
    const path = slicePath(radius, chart.kind === "donut" ? radius * 0.55 : 0, angle, angle + turn);
    // White edges read as gaps between slices, as the tab's charts draw them.
    page.drawSvgPath(path, {
      x: centre.x,
      y: centre.y,
      color: colourOf(slice.colour),
      borderColor: WHITE,
      borderWidth: 1.5,
    });
    angle += turn;
  }
  // The legend beside the circle: swatch, label, amount and share, centred on the circle.
  const left = box.x + DIAMETER + 28;
  const shareWidth = 46;
  const amountWidth = 84;
  const labelWidth = box.x + box.width - left - 16 - amountWidth - shareWidth;
  let y = centre.y + (chart.slices.length * LEGEND_ROW) / 2 - LEGEND_ROW + 4;
  for (const slice of chart.slices) {
    page.drawRectangle({ x: left, y: y - 1, width: 9, height: 9, color: colourOf(slice.colour) });
    page.drawText(pen.fit(slice.label, pen.regular, TEXT, labelWidth), {
      x: left + 16,
      y,
      size: TEXT,
      font: pen.regular,
      color: pen.black,
    });
    const amount = pen.safe(slice.amount);
    const share = pen.safe(slice.share);
    const amountRight = box.x + box.width - shareWidth;
    page.drawText(amount, {
      x: amountRight - pen.regular.widthOfTextAtSize(amount, TEXT),
      y,
      size: TEXT,
      font: pen.regular,
      color: pen.black,
    });
    page.drawText(share, {
      x: box.x + box.width - pen.regular.widthOfTextAtSize(share, TEXT),
      y,
      size: TEXT,
      font: pen.regular,
      color: pen.grey,
    });
    y -= LEGEND_ROW;
  }
}

/** The series' swatches and names on as many lines as the width needs. */
function legendLines(
  chart: PackBarChart,
  pen: Pen,
  width: number,
): { label: string; colour: string; x: number }[][] {
  const lines: { label: string; colour: string; x: number }[][] = [[]];
  let x = 0;
  for (const series of chart.series) {
    const label = pen.fit(series.label, pen.regular, TEXT, width - 16);
    const span = 16 + pen.regular.widthOfTextAtSize(label, TEXT) + 18;
    if (x > 0 && x + span > width) {
      lines.push([]);
      x = 0;
    }
    lines[lines.length - 1].push({ label, colour: series.colour, x });
    x += span;
  }
  return lines;
}

/** Horizontal stacked bars, one per category: a long category name stays on one line beside its bar. */
function drawBars(page: PDFPage, chart: PackBarChart, box: Box, pen: Pen) {
  let y = box.top - TEXT;
  for (const line of legendLines(chart, pen, box.width)) {
    for (const entry of line) {
      page.drawRectangle({
        x: box.x + entry.x,
        y: y - 1,
        width: 9,
        height: 9,
        color: colourOf(entry.colour),
      });
      page.drawText(entry.label, {
        x: box.x + entry.x + 16,
        y,
        size: TEXT,
        font: pen.regular,
        color: pen.black,
      });
    }
    y -= LEGEND_ROW;
  }
  y -= 4;
  const labelWidth = 130;
  const totalWidth = 72;
  const start = box.x + labelWidth;
  const length = box.width - labelWidth - totalWidth;
  const largest = Math.max(
    0,
    ...chart.bars.map((bar) => bar.values.reduce((sum, value) => sum + Math.max(0, value), 0)),
  );
  const top = y + BAR_ROW - 4;
  for (const bar of chart.bars) {
    page.drawText(pen.fit(bar.label, pen.regular, TEXT, labelWidth - 8), {
      x: box.x,
      y,
      size: TEXT,
      font: pen.regular,
      color: pen.black,
    });
    let x = start;
    bar.values.forEach((value, i) => {
      const width = largest > 0 ? (Math.max(0, value) / largest) * length : 0;
      if (width <= 0) return;
      page.drawRectangle({
        x,
        y: y - 2.5,
        width,
        height: BAR_THICKNESS,
        color: colourOf(chart.series[i]?.colour ?? "#64748b"),
        borderColor: WHITE,
        borderWidth: 0.75,
      });
      x += width;
    });
    const total = pen.safe(bar.total);
    page.drawText(total, {
      x: box.x + box.width - pen.bold.widthOfTextAtSize(total, TEXT),
      y,
      size: TEXT,
      font: pen.bold,
      color: pen.black,
    });
    y -= BAR_ROW;
  }
  // The bars' common origin.
  page.drawLine({
    start: { x: start, y: top },
    end: { x: start, y: y + BAR_ROW - 6 },
    thickness: 0.6,
    color: pen.grey,
  });
}
