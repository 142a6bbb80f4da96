import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MAX_CLUB_ADMINS_AND_INVITATIONS } from "#core/invitation-limits";
import type { ClubListRow, ClubWithDetails } from "#core/schemas/federation-lists";
import { Alert } from "../../../components/alert";
import { Button, ButtonLink } from "../../../components/button";
import { Icon } from "../../../components/icons";
import { Spinner } from "../../../components/spinner";
import { formatAmount, formatDate, formatDateTime } from "../../../lib/format";
import { copyText, invitationLink } from "../../../lib/invitation-link";
import { paths } from "../../../lib/paths";
import { showToast } from "../../../lib/toasts";
import { useClubDetails } from "./club-list-api";

interface ClubDetailsPanelProps {
  club: ClubListRow;
  federationId: string;
  /** Only the global admin gets the calculator and invite-admin buttons (product.md screen 7, decision 006). */
  isAdmin: boolean;
  onRemove: (club: ClubListRow) => void;
  onInvite: (club: ClubListRow) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-sm">{children}</dd>
    </div>
  );
}

/** The expanded row: federation, admins, invitations, figures, activity, and the club's actions. */
export function ClubDetailsPanel({ club, federationId, isAdmin, onRemove, onInvite }: ClubDetailsPanelProps) {
  const { t, i18n } = useTranslation();
  const details = useClubDetails(club.id, federationId);
  const when = (value: number | null) =>
    value ? formatDateTime(value) : t("federationLists.clubs.details.never");
  const notStarted = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("federationLists.clubs.notStarted")}</span>
    </>
  );

  if (details.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="size-4 text-brand" /> {t("federationLists.clubs.details.loading")}
      </p>
    );
  }
  if (details.isError) {
    return (
      <Alert tone="error">
        {t("federationLists.clubs.details.failed")}{" "}
        <button type="button" className="font-medium underline" onClick={() => details.refetch()}>
          {t("common.retry")}
        </button>
      </Alert>
    );
  }
  const data: ClubWithDetails = details.data;
  const { admins, invitations } = data.details;
  const full = admins.length + invitations.length >= MAX_CLUB_ADMINS_AND_INVITATIONS;

  const copy = async (invitationId: string) => {
    const copied = await copyText(invitationLink("admin", invitationId));
    showToast(
      copied ? t("message.invitationCopied") : t("federationLists.common.copyFailed"),
      copied ? "info" : "error",
    );
  };

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-5">
        <Fact label={t("federationLists.clubs.details.federation")}>{data.federation || "—"}</Fact>
        {/* The club row's figures are of its last saved season: none for a club that has not started the listed one (issue 38.3). */}
        <Fact label={t("federationLists.clubs.details.categories")}>
          {club.started ? data.details.categories : notStarted}
        </Fact>
        <Fact label={t("federationLists.clubs.details.avgMembership")}>
          {club.started ? formatAmount(data.details.avgMemberShip, i18n.language) : notStarted}
        </Fact>
        <Fact label={t("federationLists.clubs.details.lastConnection")}>
          {when(data.details.lastConnection)}
        </Fact>
        <Fact label={t("federationLists.clubs.details.lastSaved")}>{when(data.details.lastSaved)}</Fact>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <section>
          <h4 className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {t("federationLists.clubs.details.admins")}
          </h4>
          {admins.length ? (
            <ul className="mt-1 space-y-1 text-sm">
              {admins.map((admin) => {
                const name = `${admin.firstName} ${admin.lastName}`.trim();
                return (
                  <li key={admin.email} className="flex flex-wrap items-center gap-x-2">
                    {name ? <span className="font-medium">{name}</span> : null}
                    <a
                      className="text-link underline-offset-4 hover:underline"
                      href={`mailto:${admin.email}`}
                      title={t("federationLists.clubs.details.mailTo", { name: name || admin.email })}
                    >
                      {admin.email}
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="muted mt-1 text-sm">{t("federationLists.clubs.details.noAdmin")}</p>
          )}
        </section>
        <section>
          <h4 className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {t("federationLists.clubs.details.invitations")}
          </h4>
          {invitations.length ? (
            <ul className="mt-1 space-y-1 text-sm">
              {invitations.map(({ name, invitationId, expiresAt }, index) => (
                <li key={invitationId ?? `${name}-${index}`} className="flex flex-wrap items-center gap-x-2">
                  <span>{name || invitationId}</span>
                  {expiresAt ? (
                    <span className="muted text-xs">
                      {t("federationLists.clubs.details.invitationExpires", { date: formatDate(expiresAt) })}
                    </span>
                  ) : null}
                  {/* No code for those who may not invite (decision 117): who is invited, not the means to join. */}
                  {invitationId ? (
                    <Button variant="link" className="text-sm" onClick={() => copy(invitationId)}>
                      {t("federationLists.common.copyLink")}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted mt-1 text-sm">{t("federationLists.clubs.details.noInvitation")}</p>
          )}
        </section>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
        {isAdmin ? (
          <Button
            variant="secondary"
            onClick={() => onInvite(club)}
            disabled={full}
            title={full ? t("federationLists.clubs.actions.adminLimit") : undefined}
          >
            <Icon name="mail" className="size-4" />
            {t("federationLists.clubs.actions.inviteAdmin")}
          </Button>
        ) : null}
        {isAdmin ? (
          <ButtonLink variant="secondary" to={paths.calculator(club.id)}>
            <Icon name="calculator" className="size-4" />
            {t("federationLists.clubs.actions.calculator")}
          </ButtonLink>
        ) : null}
        <button
          type="button"
          className="inline-flex min-h-10 items-center rounded-lg border border-red-300 px-4 text-sm font-medium text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950/50 sm:ml-auto"
          onClick={() => onRemove(club)}
        >
          {t("federationLists.clubs.actions.remove")}
        </button>
        {isAdmin && full ? (
          <p className="muted w-full text-xs">{t("federationLists.clubs.actions.adminLimit")}</p>
        ) : null}
      </div>
    </div>
  );
}
