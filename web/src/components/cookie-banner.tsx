import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readStored, storageKeys, writeStored } from "../lib/storage";
import { Button } from "./button";
import { cookieNoticeLook } from "./cookie-notice-look";

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
    <section aria-label={t("cookies.label")} className={cookieNoticeLook.section}>
      <div className={cookieNoticeLook.row}>
        <p className={cookieNoticeLook.text}>{t("cookies.text")}</p>
        <Button onClick={accept} className="shrink-0">
          {t("cookies.accept")}
        </Button>
      </div>
    </section>
  );
}
