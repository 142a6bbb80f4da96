import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount, formatPercent } from "#core/cost-model/index";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { AppDialog } from "../../components/dialog";
import { CheckboxField, TextAreaField, TextField } from "../../components/form-fields";
import { Icon } from "../../components/icons";
import { activeBrand } from "../../lib/brand";
import { useUiLanguage } from "../../lib/i18n";
import { drawPoster } from "./poster-draw";
import { posterLogo, qrCanvas } from "./poster-images";
import { socialPosterLines } from "./poster-social";
import { POSTER, type PosterDialogProps } from "../../lib/calculator-model/poster-types";

/** An optional registration address: empty, or a full http(s) URL. */
function registrationUrlError(value: string): boolean {
  const text = value.trim();
  if (!text) return false;
  try {
    const url = new URL(text);
    return url.protocol !== "https:" && url.protocol !== "http:";
  } catch {
    return true;
  }
}

function download(blob: Blob) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = POSTER.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The PNG of what the canvas shows: encoded only for the download, never before the preview shows. */
function pngOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("toBlob returned nothing"))),
      "image/png",
    ),
  );
}

/**
 * The price poster (product.md screen 11): message, optional registration QR code, preview, PNG download.
 * The preview is the poster's own canvas, drawn as soon as the dialog opens with the logo the button's
 * hover or the idle tab already decoded; the PNG is encoded from that canvas when it is downloaded (issue 31.12).
 */
export default function PosterDialog({
  open,
  onOpenChange,
  club,
  categories,
  currency,
  socialPricing,
}: PosterDialogProps) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [message, setMessage] = useState(() => t("poster.defaultMessage"));
  const [url, setUrl] = useState("");
  const [urlTouched, setUrlTouched] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [stale, setStale] = useState(true);
  const [logoFailed, setLogoFailed] = useState(false);
  const [showSocial, setShowSocial] = useState(false);
  const socialLines = socialPosterLines(socialPricing, {
    family: (rank, percent) => t("pricing.poster.familyLine", { rank, percent }),
    tier: (name, percent) => t("pricing.poster.tierLine", { name, percent }),
    aid: (name, amount) => t("pricing.poster.aidLine", { name, amount }),
    percent: (pct) => formatPercent(pct / 100, lang),
    amount: (value) => formatAmount(value, lang, currency),
  });
  const canvasRef = useRef<HTMLCanvasElement>(null);

  const tooLong = message.length > POSTER.messageMax;
  const urlInvalid = registrationUrlError(url);
  const canGenerate = !tooLong && !urlInvalid;

  // Drawing is the busy state (isPending) and its failure (isError) of a mutation, as the forms' calls are.
  const drawing = useMutation({
    mutationFn: async () => {
      const brand = activeBrand();
      const registration = url.trim();
      const [{ logo, failed: noLogo }, qr] = await Promise.all([
        posterLogo(club.logo, club.id),
        registration ? qrCanvas(registration) : null,
      ]);
      const canvas = canvasRef.current;
      if (!canvas) throw new Error("the poster's canvas is gone");
      drawPoster(canvas, {
        clubName: club.name,
        heading: t("poster.canvas.heading"),
        rows: categories.map((c) => ({
          label: c.name,
          group: c.group,
          price: formatAmount(c.price, lang, currency),
        })),
        social:
          showSocial && socialLines.length
            ? { heading: t("pricing.poster.canvasHeading"), lines: socialLines }
            : null,
        message,
        url: registration,
        scanText: t("poster.canvas.scan"),
        brandName: brand.name,
        colours: { primary: brand.primary, primaryStrong: brand.primaryStrong, accent: brand.accent },
        logo,
        qr,
      });
      return { canvas, noLogo };
    },
    onSuccess: ({ noLogo }) => {
      setDrawn(true);
      setLogoFailed(noLogo);
      setStale(false);
    },
    onError: (error) => console.error("Poster generation failed", error),
  });
  const busy = drawing.isPending;

  async function generate(): Promise<HTMLCanvasElement | null> {
    if (!canGenerate) {
      setUrlTouched(true);
      return null;
    }
    // The failure is said by drawing.isError; the download just does not happen.
    return drawing.mutateAsync().then(
      ({ canvas }) => canvas,
      () => null,
    );
  }

  // A first preview with the default message as soon as the dialog opens (once, even under StrictMode).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void generate();
  });

  const edit = (apply: () => void) => {
    apply();
    setStale(true);
  };

  async function downloadPoster() {
    const canvas = stale || !drawn ? await generate() : canvasRef.current;
    if (!canvas) return;
    try {
      download(await pngOf(canvas));
    } catch (error) {
      console.error("Poster encoding failed", error);
    }
  }

  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("poster.title")}
      description={t("poster.intro")}
      size="lg"
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <TextAreaField
            label={t("poster.message")}
            value={message}
            maxLength={POSTER.messageMax}
            onChange={(event) => edit(() => setMessage(event.target.value))}
            hint={t("poster.counter", { count: message.length, max: POSTER.messageMax })}
            error={tooLong ? t("poster.tooLong", { max: POSTER.messageMax }) : undefined}
          />
          <TextField
            label={t("poster.url")}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(event) => edit(() => setUrl(event.target.value))}
            onBlur={() => setUrlTouched(true)}
            hint={t("poster.urlHint")}
            error={urlTouched && urlInvalid ? t("poster.urlInvalid") : undefined}
          />
          {socialLines.length ? (
            <CheckboxField
              label={t("pricing.poster.showSocial")}
              hint={t("pricing.poster.showSocialHint")}
              checked={showSocial}
              onChange={(event) => edit(() => setShowSocial(event.target.checked))}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy}>
              {t(drawn ? "poster.regenerate" : "poster.generate")}
            </Button>
            <Button variant="secondary" onClick={() => void downloadPoster()} disabled={busy || !canGenerate}>
              <Icon name="download" className="size-4" />
              {t("poster.download")}
            </Button>
          </div>
          {logoFailed ? <Alert tone="info">{t("poster.logoFailed")}</Alert> : null}
          {drawing.isError ? <Alert tone="error">{t("poster.failed")}</Alert> : null}
        </form>
        <div className="min-w-0">
          {/* Always mounted, so the first drawing has a canvas to draw on; shown once drawn. Its size is the
              poster's own (900 px wide), scaled down to the column. */}
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={t("poster.preview")}
            data-drawn={drawn}
            hidden={!drawn}
            className={`h-auto w-full rounded-xl border border-slate-200 shadow-sm transition-opacity dark:border-slate-700 ${stale ? "opacity-60" : ""}`}
          />
          {drawn ? null : (
            <div className="muted flex min-h-64 items-center justify-center rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-700">
              {busy ? t("poster.generating") : t("poster.previewEmpty")}
            </div>
          )}
        </div>
      </div>
    </AppDialog>
  );
}
