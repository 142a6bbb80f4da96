import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icons";
import type { FederationInvitation } from "../../../lib/federations";
import { formatDate } from "../../../lib/format";
import { copyText, invitationLink } from "../../../lib/invitation-link";
import { showToast } from "../../../lib/toasts";

interface InvitationListProps {
  title: string;
  kind: "admin" | "club";
  invitations: FederationInvitation[];
  empty: string;
}

/** Open invitations, each with a button copying its link (product.md screen 6). */
export function InvitationList({ title, kind, invitations, empty }: InvitationListProps) {
  const { t } = useTranslation();
  const copy = async (invitation: FederationInvitation) => {
    const link = invitationLink(kind, invitation.invitationId);
    if (await copyText(link)) showToast(t("message.invitationCopied"), "success");
    else showToast(t("invitations.copyFailedWith", { link }), "error");
  };
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {invitations.length ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {invitations.map((invitation) => (
            <li key={invitation.invitationId} className="flex items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {kind === "club"
                    ? invitation.name || t("invitations.unnamed")
                    : t("invitations.adminInvitation")}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <span className="font-mono tracking-wide">{invitation.invitationId}</span>
                  {kind === "club" ? <> · {t("invitations.clubsLeft", { count: invitation.quota })}</> : null}
                  {invitation.expiresAt ? (
                    <> · {t("invitations.validUntil", { date: formatDate(invitation.expiresAt) })}</>
                  ) : null}
                </p>
              </div>
              <Button
                variant="ghost"
                onClick={() => copy(invitation)}
                aria-label={t("invitations.copyLinkOf", { name: invitation.name || invitation.invitationId })}
              >
                <Icon name="copy" className="size-4" />
                <span className="hidden sm:inline">{t("invitations.copyLink")}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {empty}
        </p>
      )}
    </section>
  );
}
