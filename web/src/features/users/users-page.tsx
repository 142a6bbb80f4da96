import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header";
import { OutboxList } from "./outbox-list";
import { UserList } from "./user-list";

const tabClass =
  "-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 " +
  "data-[state=active]:border-brand data-[state=active]:text-link dark:text-slate-400 dark:hover:text-slate-100";

/** User management for the global admin (product.md screen 12), with the local outbox beside it. */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t("users.title")} description={t("users.intro")} />
      <Tabs.Root defaultValue="accounts">
        <Tabs.List
          aria-label={t("users.title")}
          className="mb-5 flex border-b border-slate-200 dark:border-slate-800"
        >
          <Tabs.Trigger value="accounts" className={tabClass}>
            {t("users.tabAccounts")}
          </Tabs.Trigger>
          <Tabs.Trigger value="outbox" className={tabClass}>
            {t("users.tabOutbox")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="accounts">
          <UserList />
        </Tabs.Content>
        <Tabs.Content value="outbox">
          <OutboxList />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
