import { fitText, LAYOUT, posterLayout, wrapText } from "./poster-layout";
import { POSTER } from "../../lib/calculator-model/poster-types";

interface PosterContent {
  clubName: string;
  heading: string;
  rows: { label: string; group: string; price: string }[];
  /** The tiers and aids block (treasurer.md section 3), when the person chose to show it. */
  social: { heading: string; lines: string[] } | null;
  message: string;
  url: string;
  scanText: string;
  brandName: string;
  colours: { primary: string; primaryStrong: string; accent: string };
  logo: (CanvasImageSource & { width: number; height: number }) | null;
  qr: CanvasImageSource | null;
}

const INK = "#0f172a";
const MUTED = "#475569";
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const font = (size: number, weight = 400) => `${weight} ${size}px ${FONT}`;

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}

function drawHeader(ctx: CanvasRenderingContext2D, c: PosterContent) {
  const { padding, headerHeight, accentHeight, logoBox } = LAYOUT;
  ctx.fillStyle = c.colours.primary;
  ctx.fillRect(0, 0, POSTER.width, headerHeight);
  ctx.fillStyle = c.colours.accent;
  ctx.fillRect(0, headerHeight - accentHeight, POSTER.width, accentHeight);

  const logoTop = (headerHeight - accentHeight - logoBox) / 2;
  ctx.fillStyle = "#ffffff";
  roundedRect(ctx, padding, logoTop, logoBox, logoBox, 20);
  if (c.logo && c.logo.width > 0 && c.logo.height > 0) {
    // Contain the logo in a 96 px square, centred in its white tile.
    const scale = Math.min(96 / c.logo.width, 96 / c.logo.height);
    const w = c.logo.width * scale;
    const h = c.logo.height * scale;
    ctx.drawImage(c.logo, padding + (logoBox - w) / 2, logoTop + (logoBox - h) / 2, w, h);
  }

  const textLeft = padding + logoBox + 32;
  const textWidth = POSTER.width - textLeft - padding;
  ctx.fillStyle = "#ffffff";
  ctx.textBaseline = "alphabetic";
  ctx.font = font(40, 700);
  ctx.fillText(
    fitText(c.clubName, textWidth, (t) => ctx.measureText(t).width),
    textLeft,
    92,
  );
  ctx.globalAlpha = 0.9;
  ctx.font = font(26, 500);
  ctx.fillText(
    fitText(c.heading, textWidth, (t) => ctx.measureText(t).width),
    textLeft,
    134,
  );
  ctx.globalAlpha = 1;
}

function drawRows(ctx: CanvasRenderingContext2D, c: PosterContent, top: number) {
  const { padding } = LAYOUT;
  const right = POSTER.width - padding;
  c.rows.forEach((row, i) => {
    const y = top + i * POSTER.rowHeight;
    if (i % 2 === 0) {
      ctx.fillStyle = "#f1f5f9";
      ctx.fillRect(padding - 16, y, POSTER.width - 2 * (padding - 16), POSTER.rowHeight);
    }
    // The brand's primary marks each row, as the header: the poster is for members, who see prices,
    // not the club's internal margin colours (issue 31.11), nor a red accent (the handball brand's).
    ctx.fillStyle = c.colours.primary;
    ctx.fillRect(padding - 16, y, 6, POSTER.rowHeight);

    ctx.font = font(30, 700);
    const price = row.price;
    const priceWidth = ctx.measureText(price).width;
    ctx.fillStyle = c.colours.primaryStrong;
    ctx.textAlign = "right";
    ctx.fillText(price, right, y + 41);
    ctx.textAlign = "left";

    const labelWidth = right - padding - priceWidth - 24;
    const measure = (t: string) => ctx.measureText(t).width;
    ctx.fillStyle = INK;
    if (row.group) {
      ctx.font = font(24, 600);
      ctx.fillText(fitText(row.label, labelWidth, measure), padding, y + 29);
      ctx.font = font(16, 400);
      ctx.fillStyle = MUTED;
      ctx.fillText(fitText(row.group, labelWidth, measure), padding, y + 50);
    } else {
      ctx.font = font(26, 600);
      ctx.fillText(fitText(row.label, labelWidth, measure), padding, y + 40);
    }
  });
}

/** The reduced prices and the aids the club accepts, under the prices, in the brand's strong primary. */
function drawSocial(
  ctx: CanvasRenderingContext2D,
  c: PosterContent,
  social: { heading: string; lines: string[] },
  top: number,
) {
  const { padding } = LAYOUT;
  const width = POSTER.width - 2 * padding;
  const measure = (t: string) => ctx.measureText(t).width;
  ctx.fillStyle = c.colours.primaryStrong;
  ctx.font = font(26, 700);
  ctx.fillText(fitText(social.heading, width, measure), padding, top + 28);
  ctx.fillStyle = INK;
  ctx.font = font(22, 500);
  social.lines.forEach((line, i) =>
    ctx.fillText(
      fitText(`• ${line}`, width, measure),
      padding,
      top + LAYOUT.socialHeading + 24 + i * LAYOUT.socialLine,
    ),
  );
}

/** Draws the whole poster on `canvas` (900 px wide, 60 px per category, QR 150 px), resizing it to fit. */
export function drawPoster(canvas: HTMLCanvasElement, c: PosterContent): void {
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("2d canvas unavailable");
  const { padding } = LAYOUT;
  const contentWidth = POSTER.width - 2 * padding;
  ctx.font = font(24, 400);
  const lines = wrapText(c.message.trim(), contentWidth, (t) => ctx.measureText(t).width);
  const layout = posterLayout(c.rows.length, lines.length, c.qr !== null, c.social?.lines.length ?? 0);

  canvas.width = POSTER.width;
  canvas.height = layout.height;
  // Resizing resets the context state.
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  drawHeader(ctx, c);
  drawRows(ctx, c, layout.rowsTop);
  if (c.social && layout.socialTop !== null) drawSocial(ctx, c, c.social, layout.socialTop);

  ctx.font = font(24, 400);
  ctx.fillStyle = "#1e293b";
  lines.forEach((line, i) => ctx.fillText(line, padding, layout.messageTop + 26 + i * LAYOUT.messageLine));

  if (c.qr && layout.qrTop !== null) {
    ctx.drawImage(c.qr, padding, layout.qrTop, POSTER.qrSize, POSTER.qrSize);
    const textLeft = padding + POSTER.qrSize + 28;
    const measure = (t: string) => ctx.measureText(t).width;
    ctx.fillStyle = INK;
    ctx.font = font(26, 700);
    ctx.fillText(
      fitText(c.scanText, POSTER.width - textLeft - padding, measure),
      textLeft,
      layout.qrTop + 66,
    );
    ctx.fillStyle = MUTED;
    ctx.font = font(18, 400);
    ctx.fillText(fitText(c.url, POSTER.width - textLeft - padding, measure), textLeft, layout.qrTop + 100);
  }

  ctx.fillStyle = "#e2e8f0";
  ctx.fillRect(padding, layout.footerTop, contentWidth, 1);
  ctx.fillStyle = MUTED;
  ctx.font = font(16, 500);
  ctx.fillText(c.brandName, padding, layout.footerTop + 38);
}
