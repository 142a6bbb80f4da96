import { useTranslation } from "react-i18next";
import type { Calculator } from "#core/schemas/calculator";
import { Button } from "../../../components/button";
import { AppDialog } from "../../../components/dialog";
import { formatDateTime } from "../../../lib/format";
import type { Draft } from "./draft-store";
import { VersionFigures } from "./version-figures";

/** Work kept on this device that the server does not have: restore it or discard it. */
export function DraftOfferDialog({
  draft,
  server,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  server: Calculator;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const when = draft.editedAt ? formatDateTime(draft.editedAt) : "";
  const who = server.context.modifier || t("calculator.versions.someone");
  const savedWhen = server.context.lastUpdate ? formatDateTime(server.context.lastUpdate) : "";
  return (
    <AppDialog
      open
      onOpenChange={() => undefined}
      dismissible={false}
      title={t("calculator.draft.title")}
      description={t("calculator.draft.text", { when })}
      size="lg"
    >
      <VersionFigures
        columns={[
          {
            title: t("calculator.draft.local"),
            caption: t("calculator.draft.localCaption", { when }),
            doc: draft.doc,
          },
          {
            title: t("calculator.draft.server"),
            caption: savedWhen ? t("calculator.versions.savedBy", { who, when: savedWhen }) : "",
            doc: server,
          },
        ]}
      />
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDiscard}>
          {t("calculator.draft.discard")}
        </Button>
        <Button onClick={onRestore}>{t("calculator.draft.restore")}</Button>
      </div>
    </AppDialog>
  );
}
