import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icons";
import type { Federation } from "../../../lib/federations";
import { queryClient } from "../../../lib/query-client";
import { hasRole, useCurrentUser, userQueryKey } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { InviteAdminDialog } from "../invitations/invite-admin-dialog";
import { InviteClubDialog } from "../invitations/invite-club-dialog";
import { MAX_OPEN_ADMIN_INVITATIONS } from "../invitations/invitation-forms";
import { FederationEditForm } from "./federation-edit-form";
import { FederationFacts } from "./federation-facts";
import { FederationMenu } from "./federation-menu";
import { InvitationList } from "./invitation-list";

interface DetailsTabProps {
  federation: Federation;
  /** Reloads the federation past its cache (after an update or a new invitation). */
  reload: () => Promise<Federation>;
}

/** product.md screen 6: the details in view or edit mode, the open invitations and the invite buttons. */
export function FederationDetailsTab({ federation, reload }: DetailsTabProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [inviting, setInviting] = useState<"admin" | "club" | null>(null);
  // Each opening starts from an empty form.
  const [round, setRound] = useState(0);
  const canInviteAdmin = federation.invitations.admin.length < MAX_OPEN_ADMIN_INVITATIONS;
  const canInviteClub = federation.invitationQuotaLeft > 0;

  const open = (kind: "admin" | "club") => {
    setRound((n) => n + 1);
    setInviting(kind);
  };
  const done = (message: "invitationCopied" | "sent" | null) => {
    setInviting(null);
    if (message) showToast(t(message === "sent" ? "message.sent" : "message.invitationCopied"), "success");
  };
  // The form starts from the server's figures, not from a copy cached earlier in the day.
  const edit = async () => {
    await reload().catch(() => undefined);
    setEditing(true);
  };
  const saved = async () => {
    await reload();
    await queryClient.refetchQueries({ queryKey: userQueryKey });
    setEditing(false);
    showToast(t("message.federationUpdated"), "success");
  };
  const dialogProps = {
    federationId: federation.id,
    onOpenChange: (next: boolean) => !next && setInviting(null),
    onCreated: () => void reload(),
    onDone: done,
  };

  return (
    <div className="flex flex-col gap-6">
      <section className="surface p-5 sm:p-6">
        {editing ? (
          <FederationEditForm
            federation={federation}
            contractLocked={!hasRole(user, "admin")}
            onSaved={saved}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="relative">
            <div className="absolute right-0 top-0">
              <FederationMenu federation={federation} onEdit={edit} />
            </div>
            <FederationFacts federation={federation} />
          </div>
        )}
      </section>
      <section className="surface flex flex-col gap-5 p-5 sm:p-6" aria-labelledby="federation-invitations">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="federation-invitations" className="text-lg font-semibold">
            {t("invitations.title")}
          </h2>
          <div className="flex flex-wrap gap-2">
            {canInviteAdmin ? (
              <Button variant="secondary" onClick={() => open("admin")}>
                <Icon name="user" className="size-4" />
                {t("invitations.inviteAdmin")}
              </Button>
            ) : null}
            {canInviteClub ? (
              <Button onClick={() => open("club")}>
                <Icon name="plus" className="size-4" />
                {t("invitations.inviteClub")}
              </Button>
            ) : null}
          </div>
        </div>
        {!canInviteAdmin || !canInviteClub ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[
              !canInviteAdmin ? t("invitations.adminLimit", { max: MAX_OPEN_ADMIN_INVITATIONS }) : "",
              !canInviteClub ? t("invitations.quotaUsed") : "",
            ]
              .filter(Boolean)
              .join(" ")}
          </p>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <InvitationList
            title={t("invitations.clubList")}
            kind="club"
            invitations={federation.invitations.club}
            empty={t("invitations.noClubInvitation")}
          />
          <InvitationList
            title={t("invitations.adminList")}
            kind="admin"
            invitations={federation.invitations.admin}
            empty={t("invitations.noAdminInvitation")}
          />
        </div>
      </section>
      {inviting === "admin" ? <InviteAdminDialog key={`a${round}`} open {...dialogProps} /> : null}
      {inviting === "club" ? (
        <InviteClubDialog
          key={`c${round}`}
          open
          quota={{
            registered: federation.clubs,
            quota: federation.quota,
            invitable: federation.invitationQuotaLeft,
          }}
          {...dialogProps}
        />
      ) : null}
    </div>
  );
}
