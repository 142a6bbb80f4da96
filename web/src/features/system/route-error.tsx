import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../../components/button";
import { StatusPage } from "../../components/status-page";
import { reloadForChunkError } from "../../lib/chunk-reload";
import { NotFoundPage } from "./not-found-page";

/**
 * A page that failed to render or to load (often a stale chunk after a deployment): say so plainly and
 * offer a reload, instead of a blank screen.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // A lazy page or React.lazy screen whose chunk is gone (a deploy since this tab opened): reload once.
  useEffect(() => void reloadForChunkError(error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="mx-auto max-w-[1200px] px-4">
      <StatusPage code="!" title={t("errors.crashTitle")} text={t("errors.crashText")}>
        <Button onClick={() => window.location.reload()}>{t("common.reload")}</Button>
      </StatusPage>
    </div>
  );
}
