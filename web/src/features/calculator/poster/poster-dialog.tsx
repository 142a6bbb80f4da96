import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount, formatPercent } from "../../../../../core/cost-model";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { AppDialog } from "../../../components/dialog";
import { CheckboxField, TextAreaField, TextField } from "../../../components/form-fields";
import { Icon } from "../../../components/icons";
import { activeBrand } from "../../../lib/brand";
import { useUiLanguage } from "../../../lib/i18n";
import { drawPoster } from "./poster-draw";
import { loadLogo, qrCanvas } from "./poster-images";
import { socialPosterLines } from "./poster-social";
import { POSTER, type PosterDialogProps } from "./poster-types";

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

async function logoOrBrand(src: string | null | undefined, clubId: string) {
  try {
    const logo = await loadLogo(src, clubId);
    if (logo) return { logo, failed: false };
  } catch {
    // Falls through to the brand's own logo, and the dialog says so.
  }
  return { logo: await loadLogo(activeBrand().logo).catch(() => null), failed: Boolean(src) };
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

/** The price poster (product.md screen 11): message, optional registration QR code, preview, PNG download. */
export default function PosterDialog({ open, onOpenChange, club, categories, currency, socialPricing }: PosterDialogProps) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [message, setMessage] = useState(() => t("poster.defaultMessage"));
  const [url, setUrl] = useState("");
  const [urlTouched, setUrlTouched] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
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
  const blobRef = useRef<Blob | null>(null);

  const tooLong = message.length > POSTER.messageMax;
  const urlInvalid = registrationUrlError(url);
  const canGenerate = !tooLong && !urlInvalid;

  // Drawing is the busy state (isPending) and its failure (isError) of a mutation, as the forms' calls are.
  const drawing = useMutation({
    mutationFn: async () => {
      const brand = activeBrand();
      const registration = url.trim();
      const [{ logo, failed: noLogo }, qr] = await Promise.all([logoOrBrand(club.logo, club.id), registration ? qrCanvas(registration) : null]);
      const canvas = document.createElement("canvas");
      drawPoster(canvas, {
        clubName: club.name,
        heading: t("poster.canvas.heading"),
        rows: categories.map((c) => ({ label: c.name, group: c.group, price: formatAmount(c.price, lang, currency) })),
        social: showSocial && socialLines.length ? { heading: t("pricing.poster.canvasHeading"), lines: socialLines } : null,
        message,
        url: registration,
        scanText: t("poster.canvas.scan"),
        brandName: brand.name,
        colours: { primary: brand.primary, primaryStrong: brand.primaryStrong, accent: brand.accent },
        logo,
        qr,
      });
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      if (!blob) throw new Error("toBlob returned nothing");
      return { blob, noLogo };
    },
    onSuccess: ({ blob, noLogo }) => {
      blobRef.current = blob;
      setPreview(URL.createObjectURL(blob));
      setLogoFailed(noLogo);
      setStale(false);
    },
    onError: (error) => console.error("Poster generation failed", error),
  });
  const busy = drawing.isPending;

  async function generate(): Promise<Blob | null> {
    if (!canGenerate) {
      setUrlTouched(true);
      return null;
    }
    // The failure is said by drawing.isError; the download just does not happen.
    return drawing.mutateAsync().then(
      ({ blob }) => blob,
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
  // Each new preview replaces the previous object URL, which is then released.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const edit = (apply: () => void) => {
    apply();
    setStale(true);
  };

  async function downloadPoster() {
    const blob = stale || !blobRef.current ? await generate() : blobRef.current;
    if (blob) download(blob);
  }

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t("poster.title")} description={t("poster.intro")} size="lg">
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
              {t(preview ? "poster.regenerate" : "poster.generate")}
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
          {preview ? (
            <img
              src={preview}
              alt={t("poster.preview")}
              className={`w-full rounded-xl border border-slate-200 shadow-sm transition-opacity dark:border-slate-700 ${stale ? "opacity-60" : ""}`}
            />
          ) : (
            <div className="muted flex min-h-64 items-center justify-center rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-700">
              {busy ? t("poster.generating") : t("poster.previewEmpty")}
            </div>
          )}
        </div>
      </div>
    </AppDialog>
  );
}
