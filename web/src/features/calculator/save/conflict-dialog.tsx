import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Calculator } from "#core/schemas/calculator";
import { Button } from "../../../components/button";
import { AppDialog } from "../../../components/dialog";
import { formatDateTime } from "../../../lib/format";
import { VersionFigures } from "./version-figures";

interface ConflictDialogProps {
  mine: Calculator;
  theirs: Calculator;
  onKeepMine: () => Promise<unknown>;
  onTakeTheirs: () => void;
}

/** Someone else saved in between: the person chooses, nothing is overwritten silently. */
export function ConflictDialog({ mine, theirs, onKeepMine, onTakeTheirs }: ConflictDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const who = theirs.context.modifier || t("calculator.versions.someone");
  const when = theirs.context.lastUpdate ? formatDateTime(theirs.context.lastUpdate) : "";
  return (
    <AppDialog
      open
      onOpenChange={() => undefined}
      dismissible={false}
      title={t("calculator.conflict.title")}
      description={t("calculator.conflict.text", { who })}
      size="lg"
    >
      <VersionFigures
        columns={[
          { title: t("calculator.conflict.mine"), caption: t("calculator.conflict.mineCaption"), doc: mine },
          {
            title: t("calculator.conflict.theirs"),
            caption: when ? t("calculator.versions.savedBy", { who, when }) : who,
            doc: theirs,
          },
        ]}
      />
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("calculator.conflict.history")}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={onTakeTheirs}>
          {t("calculator.conflict.takeTheirs")}
        </Button>
        <Button
          busy={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onKeepMine();
            } finally {
              setBusy(false);
            }
          }}
        >
          {t("calculator.conflict.keepMine")}
        </Button>
      </div>
    </AppDialog>
  );
}
