import { useTranslation } from "react-i18next";

/** First focusable element: jumps over the navigation to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      onClick={(event) => {
        // Hash routing owns the URL hash: move focus without changing the address.
        event.preventDefault();
        document.getElementById("main")?.focus();
      }}
      className="sr-only z-[70] rounded-lg bg-brand px-4 py-2 text-on-brand focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {t("nav.skipToContent")}
    </a>
  );
}
