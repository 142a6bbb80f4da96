import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button, ButtonLink } from "../../components/button";
import { Icon, type IconName } from "../../components/icons";
import { PageHeader } from "../../components/page-header";
import { useFlag } from "../../lib/flags";
import { type JoinType, paths } from "../../lib/paths";
import { AddClubDialog } from "./add-club-dialog";
import { JoinAdminDialog } from "./join-admin-dialog";
import { useInvitationLookup } from "./join-api";

/** `/join/{type}/{invitation}`; a bare `/join/{code}` reads the segment as the invitation number. */
function joinParams(type?: string, invitation?: string): { type?: JoinType; invitation?: string } {
  if (type === "admin" || type === "club") return { type, invitation };
  return { invitation: invitation ?? type };
}

function Choice({
  icon,
  title,
  text,
  action,
}: {
  icon: IconName;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <section className="surface flex flex-col gap-4 p-6">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-tint text-link">
        <Icon name={icon} className="size-6" />
      </span>
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="muted mt-1 text-sm leading-relaxed">{text}</p>
      </div>
      <div className="mt-auto">{action}</div>
    </section>
  );
}

/** Join an organization by invitation number (product.md screen 8): create a club, or become an admin. */
export function JoinPage() {
  const { t } = useTranslation();
  const params = useParams();
  const payment = useFlag("payment");
  const { type, invitation } = joinParams(params.type, params.invitation);
  const [open, setOpen] = useState<JoinType | null>(type && invitation ? type : null);
  // Following another invitation link while here opens its form again.
  useEffect(() => {
    if (type && invitation) setOpen(type);
  }, [type, invitation]);
  // A link without its kind (`/join/{code}`) opens the form its invitation is for.
  const lookup = useInvitationLookup(!type && invitation ? invitation : "");
  const foundKind =
    lookup.state === "found" ? (lookup.organization.invitationType === "club" ? "club" : "admin") : null;
  const autoOpened = useRef<string | null>(null);
  useEffect(() => {
    if (!foundKind || autoOpened.current === invitation) return;
    autoOpened.current = invitation ?? null;
    setOpen(foundKind);
  }, [foundKind, invitation]);

  return (
    <div>
      <PageHeader title={t("join.title")} description={t("join.intro")} />
      <div className="grid gap-4 md:grid-cols-2">
        <Choice
          icon="club"
          title={t("joinForms.addClubTitle")}
          text={t("joinForms.addClubChoice")}
          action={
            <Button onClick={() => setOpen("club")}>
              <Icon name="plus" className="size-4" />
              {t("joinForms.createClub")}
            </Button>
          }
        />
        <Choice
          icon="users"
          title={t("joinForms.joinTitle")}
          text={t("joinForms.joinChoice")}
          action={
            <Button variant="secondary" onClick={() => setOpen("admin")}>
              <Icon name="ticket" className="size-4" />
              {t("joinForms.join")}
            </Button>
          }
        />
      </div>
      {payment ? (
        <p className="muted mt-6 text-sm">
          {t("joinForms.noInvitation")}{" "}
          <ButtonLink to={paths.payment} variant="link">
            {t("nav.getInvitation")}
          </ButtonLink>
        </p>
      ) : null}
      {open === "club" ? (
        <AddClubDialog
          key={invitation}
          open
          onOpenChange={(next) => !next && setOpen(null)}
          invitation={type === "admin" ? undefined : invitation}
        />
      ) : null}
      {open === "admin" ? (
        <JoinAdminDialog
          key={invitation}
          open
          onOpenChange={(next) => !next && setOpen(null)}
          invitation={type === "club" ? undefined : invitation}
        />
      ) : null}
    </div>
  );
}
