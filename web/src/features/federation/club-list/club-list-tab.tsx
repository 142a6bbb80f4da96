import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClubListRow } from "#core/schemas/federation-lists";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { ListSkeleton } from "../../../components/skeleton";
import { useErrorText } from "../../../lib/use-error-text";
import { hasRole, useCurrentUser } from "../../../lib/session";
import type { FederationTabProps } from "../tab-contracts";
import { AddClubDialog } from "./add-club-dialog";
import { ClubDetailsPanel } from "./club-details-panel";
import { useClubList } from "./club-list-api";
import { ClubListToolbar } from "./club-list-toolbar";
import { filterClubs, searchable } from "./club-search";
import { ClubCards, ClubTable } from "./club-table";
import { nextSort, sortClubs, type ClubSort } from "./club-sort";
import { ClubSortSelect } from "./club-sort-select";
import { InviteAdminDialog } from "./invite-admin-dialog";
import { RemoveClubDialog } from "./remove-club-dialog";
import { useWideScreen } from "../../../lib/use-wide-screen";
import { FederationSeasonSelect } from "../season-select";

/** Rows drawn at once; a federation can have thousands of clubs, the rest comes with "show more". */
const PAGE = 50;

/** Club list tab (product.md screen 7): search, table or cards, expandable rows, clubs.csv, add and remove. */
export function ClubListTab({ federationId }: FederationTabProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const isAdmin = hasRole(useCurrentUser(), "admin");
  const wide = useWideScreen();
  // The members and fees of a season: the current one unless an earlier one is picked (treasurer.md section 1).
  const [season, setSeason] = useState<string | undefined>(undefined);
  const list = useClubList(federationId, season);
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search);
  const [shown, setShown] = useState(PAGE);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<ClubListRow | null>(null);
  const [inviting, setInviting] = useState<ClubListRow | null>(null);
  const [adding, setAdding] = useState(false);

  const all = useMemo(() => searchable(list.data ?? []), [list.data]);
  // No order chosen: the server's (newest first); any column may order it (issue 44).
  const [sort, setSort] = useState<ClubSort | null>(null);
  const matches = useMemo(
    () => sortClubs(filterClubs(all, query), sort, i18n.language),
    [all, query, sort, i18n.language],
  );
  const leagues = useMemo(() => [...new Set(all.map((club) => club.league).filter(Boolean))].sort(), [all]);

  const toggle = useCallback((clubId: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(clubId)) next.add(clubId);
      return next;
    });
  }, []);
  const refresh = () => {
    client.removeQueries({ queryKey: ["club-details"] });
    void list.refetch();
  };
  const details = (club: ClubListRow) => (
    <ClubDetailsPanel
      club={club}
      federationId={federationId}
      isAdmin={isAdmin}
      onRemove={setRemoving}
      onInvite={setInviting}
    />
  );
  const Rows = wide ? ClubTable : ClubCards;

  let body;
  if (list.isPending) body = <ListSkeleton label={t("federationLists.clubs.loading")} rows={8} />;
  else if (list.isError)
    body = (
      <Alert tone="error">
        {t("federationLists.common.loadFailed")} {errorText(list.error)}{" "}
        <button type="button" className="font-medium underline" onClick={() => list.refetch()}>
          {t("common.retry")}
        </button>
      </Alert>
    );
  else if (!all.length)
    body = (
      <EmptyState
        icon="club"
        title={t("federationLists.clubs.empty.title")}
        actions={<Button onClick={() => setAdding(true)}>{t("federationLists.clubs.add")}</Button>}
      >
        {t("federationLists.clubs.empty.text")}
      </EmptyState>
    );
  else if (!matches.length)
    body = (
      <EmptyState
        icon="list"
        title={t("federationLists.clubs.noMatch.title", { search: query.trim() })}
        actions={
          <Button variant="secondary" onClick={() => setSearch("")}>
            {t("federationLists.clubs.noMatch.clear")}
          </Button>
        }
      >
        {t("federationLists.clubs.noMatch.text")}
      </EmptyState>
    );
  else
    body = (
      <>
        {wide ? null : <ClubSortSelect sort={sort} onChange={setSort} />}
        <Rows
          clubs={matches.slice(0, shown)}
          expanded={expanded}
          onToggle={toggle}
          details={details}
          sort={sort}
          onSort={(key) => setSort((current) => nextSort(current, key))}
        />
        {matches.length > shown ? (
          <div className="mt-4 flex justify-center">
            <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
              {t("federationLists.clubs.showMore", { count: Math.min(PAGE, matches.length - shown) })}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <section aria-labelledby="club-list-heading">
      <h2 id="club-list-heading" className="sr-only">
        {t("federationLists.clubs.heading")}
      </h2>
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <FederationSeasonSelect federationId={federationId} value={season} onChange={setSeason} />
        {season ? <p className="muted text-sm">{t("seasons.federation.clubsEarlier", { season })}</p> : null}
      </div>
      <ClubListToolbar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setShown(PAGE);
        }}
        total={all.length}
        shown={matches}
        refreshing={list.isFetching}
        onRefresh={refresh}
        onAdd={() => setAdding(true)}
      />
      {body}
      <RemoveClubDialog
        federationId={federationId}
        club={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(clubId) => setExpanded((current) => new Set([...current].filter((id) => id !== clubId)))}
      />
      <InviteAdminDialog federationId={federationId} club={inviting} onClose={() => setInviting(null)} />
      <AddClubDialog
        federationId={federationId}
        open={adding}
        onClose={() => setAdding(false)}
        leagues={leagues}
      />
    </section>
  );
}
