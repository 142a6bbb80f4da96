import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button";
import { StatusPage } from "../../components/status-page";
import { paths } from "../../lib/paths";
import { useSessionStatus } from "../../lib/session";

/** Any unknown address: links to contact, home, and login for visitors. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const loggedIn = useSessionStatus() === "authenticated";
  return (
    <StatusPage code="404" title={t("errors.notFoundTitle")} text={t("errors.notFoundText")}>
      <ButtonLink to={paths.landing}>{t("nav.home")}</ButtonLink>
      <ButtonLink to={paths.contact} variant="secondary">
        {t("nav.contact")}
      </ButtonLink>
      {loggedIn ? null : (
        <ButtonLink to={paths.login} variant="secondary">
          {t("auth.loginTitle")}
        </ButtonLink>
      )}
    </StatusPage>
  );
}
