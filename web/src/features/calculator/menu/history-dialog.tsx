import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Calculator } from "#core/schemas/calculator";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { AppDialog } from "../../../components/dialog";
import { ListSkeleton } from "../../../components/skeleton";
import { formatDateTime } from "../../../lib/format";
import { useErrorText } from "../../../lib/use-error-text";
import type { HistoryEntry } from "../../../lib/calculator-api";
import { loadCalculatorSchema } from "../../../lib/calculator-model/calculator-schema";
import { normalizeDocument } from "../../../lib/calculator-model/normalize";
import { VersionFigures } from "../save/version-figures";
import { seasonHistory, seasonVersion } from "../../seasons/seasons-api";

interface HistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: string;
  /** The season shown: its own saves (undefined: the current season's). */
  season?: string;
  current: Calculator;
  currentVersion: number;
  onRestore: (version: number) => Promise<void>;
}

/** Earlier saves (who, when); one can be restored after a look at its figures and a confirmation. */
export function HistoryDialog({
  open,
  onOpenChange,
  organizationId,
  season,
  current,
  currentVersion,
  onRestore,
}: HistoryDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const history = useQuery({
    queryKey: ["calculation", "history", organizationId, season ?? "", currentVersion],
    queryFn: () => seasonHistory(organizationId, season),
    enabled: open,
    staleTime: 0,
  });
  // A look at one version's figures: the version chosen is its data; "back" forgets it.
  const look = useMutation({
    mutationFn: async (entry: HistoryEntry) => {
      const [raw, schema] = await Promise.all([
        seasonVersion(organizationId, season, entry.version),
        loadCalculatorSchema(),
      ]);
      return {
        entry,
        doc: normalizeDocument(schema, raw, organizationId, !!current.context.inputMembership),
      };
    },
  });
  const restore = useMutation({
    mutationFn: (version: number) => onRestore(version),
    onSuccess: () => onOpenChange(false),
  });
  const chosen = look.data ?? null;
  // The last failure, of a look or of a restore, stays above until the next try.
  const error = look.error ?? restore.error;

  // Each opening starts from the list, without the last failure.
  const { reset: forgetLook } = look;
  const { reset: forgetRestore } = restore;
  useEffect(() => {
    if (open) {
      forgetLook();
      forgetRestore();
    }
  }, [open, forgetLook, forgetRestore]);

  const entries = [...(history.data ?? [])].sort((a, b) => b.version - a.version);
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("calculator.history.title")}
      description={chosen ? undefined : t("calculator.history.text")}
      size="lg"
    >
      {error ? (
        <Alert tone="error" className="mb-3">
          {errorText(error)}
        </Alert>
      ) : null}
      {chosen ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm">
            {t("calculator.history.confirm", {
              version: chosen.entry.version,
              who: chosen.entry.modifier || t("calculator.versions.someone"),
              when: formatDateTime(chosen.entry.savedAt),
            })}
          </p>
          <VersionFigures
            columns={[
              {
                title: t("calculator.history.thatVersion", { version: chosen.entry.version }),
                caption: formatDateTime(chosen.entry.savedAt),
                doc: chosen.doc,
              },
              {
                title: t("calculator.history.now"),
                caption: t("calculator.history.nowCaption"),
                doc: current,
              },
            ]}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("calculator.history.kept")}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={forgetLook} disabled={restore.isPending}>
              {t("calculator.history.back")}
            </Button>
            <Button busy={restore.isPending} onClick={() => restore.mutate(chosen.entry.version)}>
              {t("calculator.history.restoreThis")}
            </Button>
          </div>
        </div>
      ) : history.isPending ? (
        <ListSkeleton label={t("common.loading")} rows={4} />
      ) : history.isError ? (
        <Alert tone="error">{errorText(history.error)}</Alert>
      ) : entries.length ? (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((entry) => (
            <li key={entry.version} className="flex flex-wrap items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">
                  {t("calculator.history.version", { version: entry.version })}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t("calculator.versions.savedBy", {
                    who: entry.modifier || t("calculator.versions.someone"),
                    when: formatDateTime(entry.savedAt),
                  })}
                </p>
              </div>
              {entry.version === currentVersion ? (
                <span className="rounded-full bg-brand-tint px-2.5 py-1 text-xs font-medium text-link">
                  {t("calculator.history.current")}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  busy={look.isPending && look.variables?.version === entry.version}
                  onClick={() => {
                    forgetRestore();
                    look.mutate(entry);
                  }}
                  aria-label={t("calculator.history.restoreVersion", { version: entry.version })}
                >
                  {t("calculator.history.restore")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("calculator.history.empty")}</p>
      )}
    </AppDialog>
  );
}
