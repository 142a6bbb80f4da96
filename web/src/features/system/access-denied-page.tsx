import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button";
import { StatusPage } from "../../components/status-page";
import { paths } from "../../lib/paths";

/** 403: the person is logged in but this space is not theirs. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code="403" title={t("errors.forbiddenTitle")} text={t("errors.forbiddenText")}>
      <ButtonLink to={paths.contact} variant="secondary">
        {t("nav.contact")}
      </ButtonLink>
      <ButtonLink to={paths.landing}>{t("nav.home")}</ButtonLink>
    </StatusPage>
  );
}
