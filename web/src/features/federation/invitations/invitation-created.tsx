import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button";
import { inputClass } from "../../../components/form-fields";
import { Icon } from "../../../components/icons";
import { copyText, invitationLink } from "../../../lib/invitation-link";

interface InvitationCreatedProps {
  kind: "admin" | "club";
  invitationId: string;
  /** Addresses the invitation was mailed to. */
  emails: string[];
  /** Closes the dialog with the info message of product.md section 4 (invitationCopied, sent, or none). */
  onDone: (message: "invitationCopied" | "sent" | null) => void;
}

/** The last state of an invitation dialog: the link to hand over, with its copy button. */
export function InvitationCreated({ kind, invitationId, emails, onDone }: InvitationCreatedProps) {
  const { t } = useTranslation();
  const id = useId();
  const link = invitationLink(kind, invitationId);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    if (await copyText(link)) onDone("invitationCopied");
    else setCopyFailed(true);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {emails.length ? t("invitations.createdMailed", { emails: emails.join(", ") }) : t("invitations.created")}
      </p>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("invitations.link")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input id={id} className={`${inputClass} font-mono`} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <Button onClick={copy} className="shrink-0">
            <Icon name="copy" className="size-4" />
            {t("invitations.copyLink")}
          </Button>
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t("invitations.number")} <strong className="font-mono tracking-wider text-slate-900 dark:text-slate-100">{invitationId}</strong>
        </p>
        {copyFailed ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{t("invitations.copyFailed")}</p> : null}
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => onDone(emails.length ? "sent" : null)}>
          {t("common.close")}
        </Button>
      </div>
    </div>
  );
}
