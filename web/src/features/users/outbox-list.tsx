import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { EmptyState } from "../../components/empty-state";
import { ListSkeleton } from "../../components/skeleton";
import { formatDateTime } from "../../lib/format";
import { useErrorText } from "../../lib/use-error-text";
import { useOutbox } from "./users-api";

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** Mail text with its addresses as links, so the admin can open a reset link for a newcomer. */
function MailText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
      {text.split(URL_PATTERN).map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="text-link underline underline-offset-4" rel="noreferrer">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** The local outbox: what would have been e-mailed, newest first (embedded default without Resend). */
export function OutboxList() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const outbox = useOutbox();

  return (
    <section aria-labelledby="outbox-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="outbox-title" className="text-lg font-semibold">
            {t("users.outboxTitle")}
          </h2>
          <p className="muted max-w-prose text-sm">{t("users.outboxIntro")}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void outbox.refetch()}
          busy={outbox.isFetching && !outbox.isPending}
        >
          {t("users.refresh")}
        </Button>
      </div>
      {outbox.isPending ? <ListSkeleton label={t("common.loading")} rows={3} /> : null}
      {outbox.isError ? <Alert tone="error">{errorText(outbox.error)}</Alert> : null}
      {outbox.data?.length === 0 ? (
        <EmptyState icon="mail" title={t("users.outboxEmpty")}>
          {t("users.outboxEmptyText")}
        </EmptyState>
      ) : null}
      {outbox.data?.length ? (
        <ul className="flex flex-col gap-3">
          {outbox.data.map((mail) => (
            <li key={mail.id} className="surface">
              <details className="group p-4">
                <summary className="flex cursor-pointer list-none flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span className="min-w-0 font-medium group-open:text-link">{mail.subject}</span>
                  <span className="muted text-xs tabular-nums">{formatDateTime(mail.createdAt)}</span>
                  <span className="muted w-full truncate text-sm">{t("users.mailTo", { to: mail.to })}</span>
                </summary>
                <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
                  <MailText text={mail.text} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
