import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readStored, storageKeys, writeStored } from "../lib/storage";
import { Button } from "./button";

/** The cookie notice: the app only keeps what it needs (session cookie, preferences); accepting is remembered. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readStored(storageKeys.cookies) === "accepted");
  if (accepted) return null;
  const accept = () => {
    writeStored(storageKeys.cookies, "accepted");
    setAccepted(true);
  };
  return (
    <section
      aria-label={t("cookies.label")}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 px-4 py-4 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur dark:border-slate-800 dark:bg-slate-900/95"
    >
      <div className="mx-auto flex max-w-[1200px] flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("cookies.text")}</p>
        <Button onClick={accept} className="shrink-0">
          {t("cookies.accept")}
        </Button>
      </div>
    </section>
  );
}
