import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { EmptyState } from "../../components/empty-state";
import { TextField } from "../../components/form-fields";
import { Icon } from "../../components/icons";
import { ListSkeleton } from "../../components/skeleton";
import { formatDate, formatDateTime } from "../../lib/format";
import { useCurrentUser } from "../../lib/session";
import { useErrorText } from "../../lib/use-error-text";
import { DeleteUserDialog } from "./delete-user-dialog";
import type { UserListRow } from "#core/schemas/user";
import { useRefreshUsers, useUserList } from "./users-api";
import { USER_LIST_LIMIT } from "#core/user-list";

const SEARCH_DELAY_MS = 300;

/** Search, then a table (cards on phones) with email, name, created, updated, last connection. */
export function UserList() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const me = useCurrentUser();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState("");
  const [toDelete, setToDelete] = useState<UserListRow | null>(null);
  const list = useUserList(filter);
  const refresh = useRefreshUsers();

  useEffect(() => {
    const timer = setTimeout(() => setFilter(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const name = (user: UserListRow) => [user.firstName, user.lastName].filter(Boolean).join(" ") || "—";
  const lastConnection = (user: UserListRow) =>
    user.lastConnection ? formatDateTime(user.lastConnection) : t("users.never");
  const deleteButton = (user: UserListRow) =>
    user.id === me?.id ? (
      <span className="muted text-xs">{t("users.you")}</span>
    ) : (
      <Button
        variant="ghost"
        className="text-red-700 dark:text-red-300"
        onClick={() => setToDelete(user)}
        aria-label={t("users.deleteOf", { email: user.email })}
      >
        <Icon name="trash" className="size-4" />
        <span className="sm:sr-only lg:not-sr-only">{t("users.delete")}</span>
      </Button>
    );

  return (
    <section aria-labelledby="users-list-title">
      <h2 id="users-list-title" className="sr-only">
        {t("users.tabAccounts")}
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          label={t("users.search")}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t("users.searchPlaceholder")}
          className="min-w-0 flex-1 sm:max-w-sm"
        />
        <Button variant="secondary" onClick={() => void refresh()} busy={list.isFetching && !list.isPending}>
          {t("users.refresh")}
        </Button>
        {list.data ? (
          <p className="muted w-full text-sm sm:ml-auto sm:w-auto" aria-live="polite">
            {/* The server stops at the newest USER_LIST_LIMIT: say so rather than give that as the total. */}
            {list.data.length >= USER_LIST_LIMIT
              ? t("users.countLimited", { count: USER_LIST_LIMIT })
              : t("users.count", { count: list.data.length })}
          </p>
        ) : null}
      </div>
      {list.isPending ? <ListSkeleton label={t("common.loading")} rows={8} /> : null}
      {list.isError ? <Alert tone="error">{errorText(list.error)}</Alert> : null}
      {list.data?.length === 0 ? (
        <EmptyState
          icon="users"
          title={t("users.noUser")}
          actions={
            filter ? (
              <Button variant="secondary" onClick={() => setSearch("")}>
                {t("users.clearSearch")}
              </Button>
            ) : undefined
          }
        >
          {filter ? t("users.noUserMatch", { filter }) : t("users.noUserText")}
        </EmptyState>
      ) : null}
      {list.data?.length ? (
        <>
          <div className="surface hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("users.email")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("users.name")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold tabular-nums">
                    {t("users.created")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold tabular-nums">
                    {t("users.updated")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("users.lastConnection")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t("users.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((user) => (
                  <tr
                    key={user.id}
                    className="border-b border-slate-100 last:border-0 dark:border-slate-800/70"
                  >
                    <td className="max-w-72 px-4 py-2 font-medium wrap-anywhere">{user.email}</td>
                    <td className="px-4 py-2">{name(user)}</td>
                    <td className="px-4 py-2 tabular-nums">{formatDate(user.createdAt)}</td>
                    <td className="px-4 py-2 tabular-nums">{formatDate(user.updatedAt)}</td>
                    <td className="px-4 py-2 tabular-nums">{lastConnection(user)}</td>
                    <td className="px-2 py-1 text-right">{deleteButton(user)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {list.data.map((user) => (
              <li key={user.id} className="surface p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium wrap-anywhere">{user.email}</p>
                    <p className="muted text-sm">{name(user)}</p>
                  </div>
                  {deleteButton(user)}
                </div>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="muted">{t("users.created")}</dt>
                  <dd className="tabular-nums">{formatDate(user.createdAt)}</dd>
                  <dt className="muted">{t("users.updated")}</dt>
                  <dd className="tabular-nums">{formatDate(user.updatedAt)}</dd>
                  <dt className="muted">{t("users.lastConnection")}</dt>
                  <dd className="tabular-nums">{lastConnection(user)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
