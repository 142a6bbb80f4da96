import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "./alert";
import { Button } from "./button";

interface DialogFormEndProps {
  /** The server's refusal, shown under its title; nothing when the last try did not fail. */
  failure: ReactNode;
  failureTitle: string;
  busy: boolean;
  submitLabel: string;
  /** Nothing can be submitted now (say why above the form). */
  submitDisabled?: boolean;
  onCancel: () => void;
}

/** How every form dialog ends: the failure, then cancel and submit (stacked on phones). */
export function DialogFormEnd({
  failure,
  failureTitle,
  busy,
  submitLabel,
  submitDisabled,
  onCancel,
}: DialogFormEndProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? (
        <Alert tone="error">
          <strong className="block">{failureTitle}</strong>
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t("confirm.cancel")}
        </Button>
        <Button type="submit" busy={busy} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
