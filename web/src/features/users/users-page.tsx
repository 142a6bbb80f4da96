import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/empty-state";
import { PageHeader } from "../../components/page-header";

/** User management for the global admin (product.md screen 12). */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t("users.title")} description={t("users.intro")} />
      <EmptyState icon="users" title={t("users.comingTitle")}>
        {t("users.coming")}
      </EmptyState>
    </div>
  );
}
