import { useTranslation } from "react-i18next";
import { useCallsInFlight } from "../lib/activity";
import { Spinner } from "./spinner";

/** The spinner with a counter of background calls (product.md screen 4); silent when idle. */
export function ActivityIndicator() {
  const { t } = useTranslation();
  const count = useCallsInFlight();
  return (
    <span className="inline-flex min-w-10 items-center justify-center">
      {count > 0 ? (
        <span className="relative inline-flex text-brand" title={t("activity.calls", { count })}>
          <Spinner className="size-6" />
          <span className="absolute -right-1.5 -top-1.5 min-w-4 rounded-full bg-brand px-1 text-center text-[10px] font-bold leading-4 text-on-brand tabular-nums">
            {count}
          </span>
          <span className="sr-only">{t("activity.calls", { count })}</span>
        </span>
      ) : null}
    </span>
  );
}
