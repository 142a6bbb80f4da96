import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { copyText } from "../lib/invitation-link";
import { Button } from "./button";
import { inputClass } from "./form-fields";
import { Icon } from "./icons";

export interface InvitationCreatedTexts {
  /** What happened (made, mailed to...). */
  message: string;
  link: string;
  copy: string;
  /** Said when the browser refuses to copy; without it the link just stays on screen. */
  copyFailed?: string;
  /** The words before the invitation number; without them the number is not shown. */
  number?: string;
}

interface InvitationCreatedProps {
  link: string;
  invitationId: string;
  texts: InvitationCreatedTexts;
  onCopied: () => void;
  onClose: () => void;
}

/** The last step of an invitation dialog: the link to hand over, with its copy button. */
export function InvitationCreated({ link, invitationId, texts, onCopied, onClose }: InvitationCreatedProps) {
  const { t } = useTranslation();
  const id = useId();
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    if (await copyText(link)) onCopied();
    else setCopyFailed(true);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{texts.message}</p>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          {texts.link}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            className={`${inputClass} font-mono`}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={copy} className="shrink-0">
            <Icon name="copy" className="size-4" />
            {texts.copy}
          </Button>
        </div>
        {texts.number ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {texts.number}{" "}
            <strong className="font-mono tracking-wider text-slate-900 dark:text-slate-100">
              {invitationId}
            </strong>
          </p>
        ) : null}
        {copyFailed && texts.copyFailed ? (
          <p className="mt-1 text-sm text-red-700 dark:text-red-300">{texts.copyFailed}</p>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t("common.close")}
        </Button>
      </div>
    </div>
  );
}
