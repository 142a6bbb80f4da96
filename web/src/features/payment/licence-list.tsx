import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button";
import { formatDate } from "../../lib/format";
import { paths } from "../../lib/paths";
import type { Licence } from "./payment-api";

const tones: Record<string, string> = {
  ACTIVE: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  PAYMENT_FAILED: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  SUSPENDED: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
};
const neutral = "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200";
const known = ["ACTIVE", "PAYMENT_FAILED", "SUSPENDED", "CANCELLED", "EXPIRED", "REFUNDED"];

/** The state of a licence in words, in a coloured chip. */
function LicenceStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status] ?? neutral}`}
    >
      {t(`payment.status.${known.includes(status) ? status : "OTHER"}`)}
    </span>
  );
}

function renewalText(licence: Licence, t: TFunction) {
  if (licence.status === "REFUNDED") return t("payment.renewal.refunded");
  if (!licence.paidThrough) return null;
  const date = formatDate(licence.paidThrough);
  if (licence.status === "ACTIVE") return t("payment.renewal.renews", { date });
  if (licence.status === "PAYMENT_FAILED") return t("payment.renewal.retry", { date });
  return t("payment.renewal.ended", { date });
}

/** The invitation a licence gave: still to use (create the club), used (open the club), or withdrawn. */
export function LicenceInvitation({
  licence,
}: {
  licence: Pick<Licence, "invitationId" | "invitationUsable" | "club">;
}) {
  const { t } = useTranslation();
  if (licence.club) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">{t("payment.invitation.used", { name: licence.club.name })}</p>
        <ButtonLink to={paths.calculator(licence.club.id)} variant="secondary">
          {t("payment.invitation.openClub")}
        </ButtonLink>
      </div>
    );
  }
  if (!licence.invitationId || !licence.invitationUsable)
    return <p className="muted text-sm">{t("payment.invitation.withdrawn")}</p>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm">
        <span className="muted block text-xs uppercase tracking-wide">{t("payment.invitation.label")}</span>
        <strong className="font-mono text-lg tracking-wider" data-testid="licence-invitation">
          {licence.invitationId}
        </strong>
      </p>
      <ButtonLink to={paths.join("club", licence.invitationId)}>
        {t("payment.invitation.createClub")}
      </ButtonLink>
    </div>
  );
}

/** The person's licences: state, renewal date and invitation of each. */
export function LicenceList({ licences }: { licences: Licence[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="licences-title" className="mt-8">
      <h2 id="licences-title" className="mb-3 text-lg font-semibold">
        {t("payment.yourLicences")}
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2">
        {licences.map((licence) => (
          <li key={licence.id} className="surface flex flex-col gap-4 p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-semibold">{t("payment.licence")}</p>
                <p className="muted text-xs">
                  {t("payment.subscriptionId")} <span className="font-mono">{licence.id}</span>
                </p>
              </div>
              <LicenceStatus status={licence.status} />
            </div>
            <p className="text-sm">{renewalText(licence, t)}</p>
            <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
              <LicenceInvitation licence={licence} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
