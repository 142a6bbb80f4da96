import type { PDFFont, PDFPage } from "pdf-lib";
import type { PackContent, PackTable } from "./pack-model";

/**
 * Draws the general-meeting pack (issue 29) with pdf-lib, which this module loads on demand: neither
 * the first screen nor the calculator's page carry it (docs/decisions/157). A4, Helvetica (the PDF's
 * standard font, nothing to embed), the brand's colour on the header band and the titles, the brand's
 * logo on the band (a PNG the browser drew, decision 174) and the statistics charts in vectors (173).
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const ROW = 16;
const BAND = 70;
const LOGO = 40;
const PLATE = 50;

/** A square with rounded corners as an SVG path from its top left corner (pdf-lib draws y downwards). */
function roundedSquare(side: number, radius: number): string {
  const r = radius;
  const s = side;
  return `M ${r} 0 H ${s - r} A ${r} ${r} 0 0 1 ${s} ${r} V ${s - r} A ${r} ${r} 0 0 1 ${s - r} ${s} H ${r} A ${r} ${r} 0 0 1 0 ${s - r} V ${r} A ${r} ${r} 0 0 1 ${r} 0 Z`;
}

/** `logo`: the brand's logo as PNG bytes (brand-logo.ts), or null for a header without it. */
export async function buildMeetingPack(
  content: PackContent,
  logo: Uint8Array | null = null,
): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, rgb }, { chartHeight, colourOf, drawChart }] = await Promise.all([
    import("pdf-lib"),
    import("./pdf-charts"),
  ]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.title} · ${content.clubName}`);
  pdf.setCreator(content.brandName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = colourOf(content.colour);
  const grey = rgb(0.35, 0.38, 0.42);
  const black = rgb(0.06, 0.09, 0.16);
  // Helvetica writes WinAnsi only: the narrow spaces of French numbers become spaces, anything else unknown a '?'.
  const charset = new Set(regular.getCharacterSet());
  const safe = (text: string) =>
    [...text.replace(/[\u202f\u00a0\u2009]/g, " ")]
      .map((ch) => (ch === "\n" || charset.has(ch.codePointAt(0)!) ? ch : "?"))
      .join("");
  const fit = (text: string, font: PDFFont, size: number, width: number) => {
    let out = safe(text);
    while (out.length > 1 && font.widthOfTextAtSize(out, size) > width) out = `${out.slice(0, -2)}…`;
    return out;
  };

  const pen = { regular, bold, safe, fit, brand, grey, black };
  // A logo that pdf-lib cannot read (not a PNG after all) leaves the header without it, as no logo does.
  const logoImage = logo ? await pdf.embedPng(logo).catch(() => null) : null;

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height;
  const header = () => {
    page.drawRectangle({ x: 0, y: A4.height - BAND, width: A4.width, height: BAND, color: brand });
    let textX = MARGIN;
    if (logoImage) {
      // A white plate under the logo: the logos carry the brand's colour, which the band would swallow.
      const plateY = A4.height - BAND + (BAND - PLATE) / 2;
      page.drawSvgPath(roundedSquare(PLATE, 9), { x: MARGIN, y: plateY + PLATE, color: rgb(1, 1, 1) });
      page.drawImage(logoImage, {
        x: MARGIN + (PLATE - LOGO) / 2,
        y: plateY + (PLATE - LOGO) / 2,
        width: LOGO,
        height: LOGO,
      });
      textX = MARGIN + PLATE + 14;
    }
    page.drawText(safe(content.brandName), {
      x: textX,
      y: A4.height - 30,
      size: 11,
      font: bold,
      color: rgb(1, 1, 1),
    });
    page.drawText(fit(content.clubName, bold, 18, A4.width - MARGIN - textX), {
      x: textX,
      y: A4.height - 54,
      size: 18,
      font: bold,
      color: rgb(1, 1, 1),
    });
    y = A4.height - 100;
  };
  const footer = () =>
    page.drawText(safe(content.footer), { x: MARGIN, y: 24, size: 8, font: regular, color: grey });
  const newPage = () => {
    footer();
    page = pdf.addPage([A4.width, A4.height]);
    header();
  };
  const room = (height: number) => {
    if (y - height < 48) newPage();
  };

  header();
  page.drawText(safe(content.title), { x: MARGIN, y, size: 20, font: bold, color: black });
  y -= 20;
  page.drawText(safe(content.subtitle), { x: MARGIN, y, size: 11, font: regular, color: grey });
  y -= 28;

  const drawTable = (table: PackTable) => {
    const width = A4.width - 2 * MARGIN;
    const amounts = table.head.length - 1;
    // The first column takes what the amounts leave: 110 pt each, 80 when there are four.
    const amountWidth = amounts >= 4 ? 80 : 110;
    const firstWidth = width - amounts * amountWidth;
    room(ROW * 3 + 10);
    page.drawText(safe(table.title), { x: MARGIN, y, size: 13, font: bold, color: brand });
    y -= ROW + 2;
    const drawRow = (cells: string[], font: PDFFont, colour = black) => {
      room(ROW);
      cells.forEach((cell, i) => {
        if (i === 0) {
          page.drawText(fit(cell, font, 9.5, firstWidth - 8), {
            x: MARGIN,
            y,
            size: 9.5,
            font,
            color: colour,
          });
          return;
        }
        const text = fit(cell, font, 9.5, amountWidth - 6);
        const right = MARGIN + firstWidth + i * amountWidth;
        page.drawText(text, {
          x: right - font.widthOfTextAtSize(text, 9.5),
          y,
          size: 9.5,
          font,
          color: colour,
        });
      });
      y -= ROW;
    };
    drawRow(table.head, bold, grey);
    page.drawLine({
      start: { x: MARGIN, y: y + ROW - 4 },
      end: { x: MARGIN + width, y: y + ROW - 4 },
      thickness: 0.5,
      color: grey,
    });
    table.rows.forEach((row, i) => drawRow(row, table.bold?.includes(i) ? bold : regular));
    if (table.note) {
      room(ROW);
      page.drawText(fit(table.note, regular, 8.5, width), {
        x: MARGIN,
        y,
        size: 8.5,
        font: regular,
        color: grey,
      });
      y -= ROW;
    }
    y -= 14;
  };
  const width = A4.width - 2 * MARGIN;
  content.tables.forEach((table, i) => {
    if (i === content.tablesBeforeCharts) {
      for (const chart of content.charts) {
        const height = chartHeight(chart, width, pen);
        room(height);
        drawChart(page, chart, { x: MARGIN, top: y, width }, pen);
        y -= height;
      }
    }
    drawTable(table);
  });
  footer();
  return pdf.save();
}
