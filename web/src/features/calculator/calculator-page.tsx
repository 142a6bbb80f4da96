import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ButtonLink } from "../../components/button";
import { EmptyState } from "../../components/empty-state";
import { PageHeader } from "../../components/page-header";
import { paths } from "../../lib/paths";
import { useCurrentUser } from "../../lib/session";

/** The club calculator (product.md screen 11); `template` is the federation's calculator template. */
export function CalculatorPage({ template = false }: { template?: boolean }) {
  const { t } = useTranslation();
  const { organizationId = "" } = useParams();
  const user = useCurrentUser();
  const organization = user?.organizations.find((org) => org.id === organizationId);
  const title = organization?.name ?? t(template ? "calculator.templateTitle" : "calculator.title");
  return (
    <div>
      <PageHeader title={title} description={t(template ? "calculator.templateIntro" : "calculator.intro")} />
      <EmptyState
        icon="calculator"
        title={t("calculator.comingTitle")}
        actions={
          <ButtonLink to={paths.landing} variant="secondary">
            {t("nav.home")}
          </ButtonLink>
        }
      >
        {t(template ? "calculator.templateComing" : "calculator.coming")}
      </EmptyState>
    </div>
  );
}

export function CalculatorTemplatePage() {
  return <CalculatorPage template />;
}
