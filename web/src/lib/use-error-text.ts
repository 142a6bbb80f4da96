import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorText } from "./api-error";

/** Turns any failure into the text to show, in the person's language (api-error.ts says how). */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback((error: unknown) => errorText(error, t, (key) => i18n.exists(key)), [t, i18n]);
}

/** product.md section 8's "server message with its code": the error's text, then its backend code if it has one. */
export function useErrorTextWithCode(): (error: unknown) => string {
  const { t } = useTranslation();
  const text = useErrorText();
  return useCallback(
    (error: unknown) =>
      error instanceof ApiError && error.code
        ? t("message.withCode", { message: text(error), code: error.code })
        : text(error),
    [t, text],
  );
}
