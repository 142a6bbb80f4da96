import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { PageHeader } from "../../components/page-header";
import type { JoinType } from "../../lib/paths";

/** `/join/{type}/{invitation}`; a bare `/join/{code}` reads the segment as the invitation number. */
export function joinParams(type?: string, invitation?: string): { type?: JoinType; invitation?: string } {
  if (type === "admin" || type === "club") return { type, invitation };
  return { invitation: invitation ?? type };
}

/** Join an organization by invitation number (product.md screen 8). */
export function JoinPage() {
  const { t } = useTranslation();
  const params = useParams();
  const { type, invitation } = joinParams(params.type, params.invitation);
  return (
    <div>
      <PageHeader title={t("join.title")} description={t("join.intro")} />
      {invitation ? (
        <p className="surface mb-6 px-5 py-4 text-sm">
          {t(type === "admin" ? "join.invitationAdmin" : type === "club" ? "join.invitationClub" : "join.invitation")}{" "}
          <strong className="font-mono text-base tracking-wider">{invitation}</strong>
        </p>
      ) : null}
      <EmptyState icon="ticket" title={t("join.comingTitle")}>
        {t("join.coming")}
      </EmptyState>
    </div>
  );
}
