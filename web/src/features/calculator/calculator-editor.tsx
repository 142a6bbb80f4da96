import * as Tabs from "@radix-ui/react-tabs";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { CalculatorResult } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { seasonOf } from "#core/season";
import { PanelSkeleton } from "../../components/skeleton";
import { useFlag } from "../../lib/flags";
import { showToast } from "../../lib/toasts";
import { CalculatorTab } from "../budget/calculator-tab";
import { EditorContext, type EditorContextValue, type RemovalRequest } from "../budget/editor-context";
import { useExpanded } from "../budget/use-expanded";
import { useMoney } from "../budget/use-money";
import { CalculatorHeader } from "./calculator-header";
import { ConfirmDialog } from "../../components/confirm-dialog";
import {
  ActualsTab,
  CashPlanTab,
  ClubStatisticsTab,
  type LazyTab,
  preloadTab,
  preloadTabsWhenIdle,
  ResellTab,
  ScenariosTab,
  SectionsTab,
} from "./lazy-tabs";
import { CerfaDialog, HistoryDialog, InviteAdminDialog, RenameDialog } from "./menu/lazy-dialogs";
import { ConflictDialog } from "./save/conflict-dialog";
import { DraftOfferDialog } from "./save/draft-offer-dialog";
import type { useCalculatorDocument } from "./save/use-calculator-document";
import type { CalculatorTabProps } from "../../lib/calculator-model/tab-contracts";
import { useCalculatorActions } from "./use-calculator-actions";
import { usePrint } from "./use-print";
import { lazyPoster } from "../poster/lazy-poster";
import { FirstRunChecklist } from "./first-run/first-run-checklist";
import { SeasonBar, useSeasons } from "../seasons/season-bar";
import { previousSeason } from "../seasons/season-names";
import { StartNextDialog } from "../seasons/start-next-dialog";

// Last season beside this one loads when it is asked for (treasurer.md section 1).
const SeasonComparisonView = lazy(() =>
  import("../seasons/season-comparison-view").then((m) => ({ default: m.SeasonComparisonView })),
);

interface EditorProps {
  template: boolean;
  organizationId: string;
  /** The season asked for (?season=); undefined: the current one. */
  season?: string;
  name: string;
  logo: string | null;
  document: ReturnType<typeof useCalculatorDocument>;
  doc: Calculator;
  result: CalculatorResult;
  onRenamed: (name: string) => void;
  stop: () => void;
}

// On a 390 px phone the tabs share the width in two rows of three, with less padding and 13 px text, so
// that all of them show (issue 31.8): a cut last tab gave no hint that the bar scrolls. From 640 px they
// take one row, which still scrolls when zoomed.
const tabClass =
  "relative -mb-px flex-1 basis-1/3 whitespace-nowrap sm:basis-auto border-b-2 border-transparent px-2 py-2.5 text-[13px] font-medium sm:flex-none sm:px-4 sm:text-sm text-slate-600 hover:text-slate-900 data-[state=active]:border-brand data-[state=active]:text-link dark:text-slate-400 dark:hover:text-slate-100";

type Dialog = "rename" | "invite" | "history" | "leave" | "cerfa" | null;

/**
 * A tab's panel. Printing mounts every panel (forceMount; calculator-print.css shows the hidden ones), each
 * under its tab's name, one after the other (product.md: print expands all tabs; issue 31.5).
 */
function Panel({
  value,
  printing,
  children,
}: {
  value: "calculator" | LazyTab;
  printing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Tabs.Content
      value={value}
      forceMount={printing ? true : undefined}
      className="calc-print-panel rounded-2xl"
      data-print-panel={value}
    >
      {/* The calculator tab names itself (a heading for screen readers that prints). */}
      {value === "calculator" ? null : (
        <h2 className="mb-3 hidden text-xl font-semibold print:block">{t(`calculator.tabs.${value}`)}</h2>
      )}
      {children}
    </Tabs.Content>
  );
}

/** The loaded calculator: heading, save state, menu, tabs and every dialog of the screen. */
export function CalculatorEditor({
  template,
  organizationId,
  season,
  name,
  logo,
  document,
  doc,
  result,
  onRenamed,
  stop,
}: EditorProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney(doc.currency);
  const expanded = useExpanded();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [tab, setTab] = useState("calculator");
  // Never saved when the screen opened: a new club, which the first-run checklist guides (decision 165).
  const [openedNew] = useState(() => doc.context?.version === 0);
  const [removal, setRemoval] = useState<RemovalRequest | null>(null);
  const { saver, edit, replace } = document;
  const actions = useCalculatorActions(organizationId, document, stop, season);
  // Seasons (treasurer.md section 1): the one shown, the others in the URL (?season=, ?compare=1).
  const seasons = useSeasons(organizationId);
  const shownSeason = document.loadedSeason ?? seasons.data?.current;
  // The exports name the season on screen (the server's answer); the clock's, in Paris, only before any answer.
  const exportSeason = shownSeason ?? seasonOf(new Date());
  const [params, setParams] = useSearchParams();
  const comparing = params.get("compare") === "1" && !!shownSeason;
  const [startNext, setStartNext] = useState<{ from: string; to: string } | null>(null);
  const openSeason = useCallback(
    (next: string | undefined) => setParams(next && next !== seasons.data?.current ? { season: next } : {}),
    [setParams, seasons.data],
  );
  const compare = useCallback(
    (open: boolean) =>
      setParams(open ? { ...(season ? { season } : {}), compare: "1" } : season ? { season } : {}),
    [setParams, season],
  );
  const saveFirst = useCallback(async () => !saver.isDirty() || (await saver.save()) !== "failed", [saver]);
  const { expandAll } = expanded;
  const { print, printing } = usePrint(expandAll);
  // The other tabs' code comes in while the treasurer reads the budget: a click shows them at once.
  useEffect(() => (template ? undefined : preloadTabsWhenIdle()), [template]);
  const preloadOn = (lazyTab: LazyTab) => ({
    onPointerEnter: () => void preloadTab(lazyTab),
    onFocus: () => void preloadTab(lazyTab),
  });

  const refuseRemoval = useCallback(
    (what: "fee" | "subsidy" | "benefit") =>
      showToast(
        t(what === "benefit" ? "calculator.alerts.cannotRemove" : `calculator.alerts.cannotRemove_${what}`),
        "error",
      ),
    [t],
  );
  const context = useMemo<EditorContextValue>(
    () => ({
      doc,
      result,
      edit,
      template,
      money,
      isOpen: expanded.isOpen,
      toggle: expanded.toggle,
      confirmRemoval: setRemoval,
      refuseRemoval,
      actualsOf: template ? undefined : { organizationId, season: exportSeason },
    }),
    [
      doc,
      result,
      edit,
      template,
      money,
      expanded.isOpen,
      expanded.toggle,
      refuseRemoval,
      organizationId,
      exportSeason,
    ],
  );
  const allKeys = useMemo(
    () => [
      "federalFees",
      "internalFees",
      "globalSubsidies",
      "otherRevenues",
      "benefits",
      ...doc.groups.flatMap((g, gi) => [`group-${gi}`, ...g.categories.map((_, ci) => `cat-${gi}-${ci}`)]),
    ],
    [doc.groups],
  );
  // The budget reads all it shows from the editor's context: one element for good, so that a change of
  // the save state (saving, saved) or an open dialog does not render its hundreds of elements again.
  const budget = useMemo(() => <CalculatorTab />, []);
  const tabProps: CalculatorTabProps = {
    calculator: doc,
    onChange: replace,
    club: { id: organizationId, name, logo },
    season: exportSeason,
    saveFirst,
  };
  // The shared confirm dialog stays open while the action runs; closing after success is ours to do.
  const removeConfirmed = async () => {
    await removal?.onConfirm();
    setRemoval(null);
  };
  // The general-meeting pack (issue 29): its builder and pdf-lib load only when it is asked for; its
  // charts follow the statistics tab's (the bars per category with the extra-stats flag).
  const extraStats = useFlag("extra-stats");
  const downloadPack = async () => {
    try {
      const { downloadMeetingPack } = await import("../exports/pack-download");
      await downloadMeetingPack(doc, exportSeason, name, t, i18n.language, extraStats, organizationId);
    } catch {
      showToast(t("calculator.exports.packFailed"), "error");
    }
  };
  const leaveConfirmed = async () => {
    await actions.leave();
    setDialog(null);
  };

  return (
    <EditorContext.Provider value={context}>
      <div id="calculator-screen" data-printing={printing || undefined}>
        <CalculatorHeader
          template={template}
          name={name}
          saver={saver}
          onRename={() => setDialog("rename")}
          onSave={() => void actions.saveNow()}
          menu={{
            save: () => void actions.saveNow(),
            print,
            history: () => setDialog("history"),
            invite: template ? undefined : () => setDialog("invite"),
            cerfa: template ? undefined : () => setDialog("cerfa"),
            pack: template ? undefined : () => void downloadPack(),
            leave: template ? undefined : () => setDialog("leave"),
          }}
          allOpen={!expanded.anyCollapsed}
          onToggleAll={
            tab === "calculator" && !comparing
              ? () => (expanded.anyCollapsed ? expandAll() : expanded.collapseAll(allKeys))
              : undefined
          }
        />
        {shownSeason ? (
          <SeasonBar
            list={seasons.data}
            shown={shownSeason}
            onOpen={openSeason}
            onStartNext={(from, to) => setStartNext({ from, to })}
            comparing={comparing}
            onCompare={() => compare(true)}
          />
        ) : null}
        {/* A season not saved yet of a club that has saved others is no first run: the checklist waits for the seasons. */}
        {template || !seasons.data ? null : (
          <FirstRunChecklist
            organizationId={organizationId}
            doc={doc}
            openedNew={openedNew && seasons.data.seasons.length === 0}
            onOpenPrices={() => setTab("resell")}
          />
        )}
        {comparing && shownSeason ? (
          <Suspense fallback={<PanelSkeleton label={t("common.loading")} />}>
            <SeasonComparisonView
              organizationId={organizationId}
              previous={previousSeason(shownSeason)}
              current={shownSeason}
              doc={doc}
              onBack={() => compare(false)}
            />
          </Suspense>
        ) : null}
        <Tabs.Root value={tab} onValueChange={setTab} hidden={comparing || undefined}>
          {template ? null : (
            <Tabs.List
              aria-label={t("calculator.tabs.label")}
              className="mb-5 flex flex-wrap overflow-x-auto border-b sm:flex-nowrap border-slate-200 sm:gap-1 dark:border-slate-800 print:hidden"
            >
              <Tabs.Trigger value="calculator" className={tabClass}>
                {t("calculator.tabs.calculator")}
              </Tabs.Trigger>
              <Tabs.Trigger value="resell" className={tabClass} {...preloadOn("resell")}>
                {t("calculator.tabs.resell")}
              </Tabs.Trigger>
              <Tabs.Trigger value="statistics" className={tabClass} {...preloadOn("statistics")}>
                {t("calculator.tabs.statistics")}
              </Tabs.Trigger>
              <Tabs.Trigger value="scenarios" className={tabClass} {...preloadOn("scenarios")}>
                {t("calculator.tabs.scenarios")}
              </Tabs.Trigger>
              <Tabs.Trigger value="cashPlan" className={tabClass} {...preloadOn("cashPlan")}>
                {t("calculator.tabs.cashPlan")}
              </Tabs.Trigger>
              <Tabs.Trigger value="sections" className={tabClass} {...preloadOn("sections")}>
                {t("calculator.tabs.sections")}
              </Tabs.Trigger>
              <Tabs.Trigger value="actuals" className={tabClass} {...preloadOn("actuals")}>
                {t("calculator.tabs.actuals")}
              </Tabs.Trigger>
            </Tabs.List>
          )}
          <Panel value="calculator" printing={printing}>
            {budget}
          </Panel>
          {template ? null : (
            <>
              <Panel value="resell" printing={printing}>
                <Suspense fallback={<PanelSkeleton label={t("common.loading")} />}>
                  <ResellTab {...tabProps} poster={lazyPoster} />
                </Suspense>
              </Panel>
              <Panel value="statistics" printing={printing}>
                <Suspense fallback={<PanelSkeleton label={t("common.loading")} />}>
                  <ClubStatisticsTab {...tabProps} />
                </Suspense>
              </Panel>
              <Panel value="scenarios" printing={printing}>
                <Suspense fallback={<PanelSkeleton label={t("common.loading")} />}>
                  <ScenariosTab {...tabProps} />
                </Suspense>
              </Panel>
              <Panel value="cashPlan" printing={printing}>
                <Suspense fallback={<PanelSkeleton label={t("common.loading")} />}>
                  <CashPlanTab {...tabProps} />
                </Suspense>
              </Panel>
              <Panel value="sections" printing={printing}>
                <Suspense fallback={<PanelSkeleton label={t("common.loading")} />}>
                  <SectionsTab {...tabProps} />
                </Suspense>
              </Panel>
              <Panel value="actuals" printing={printing}>
                <Suspense fallback={<PanelSkeleton label={t("common.loading")} />}>
                  <ActualsTab {...tabProps} />
                </Suspense>
              </Panel>
            </>
          )}
        </Tabs.Root>
      </div>
      {startNext ? (
        <StartNextDialog
          organizationId={organizationId}
          from={startNext.from}
          to={startNext.to}
          onOpenChange={(open) => (open ? null : setStartNext(null))}
          // Copying into the season shown (not saved yet) must not save its empty document first.
          saveFirst={startNext.from === shownSeason ? saveFirst : async () => true}
          onOpen={(next) => {
            setStartNext(null);
            if (next === shownSeason) void document.reload();
            else openSeason(next);
          }}
        />
      ) : null}

      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => (open ? null : setRemoval(null))}
        title={removal?.title ?? ""}
        confirmLabel={t("calculator.remove.confirm")}
        onConfirm={removeConfirmed}
      >
        <p>{removal?.body}</p>
      </ConfirmDialog>
      {template ? null : (
        <>
          {dialog === "rename" ? (
            <Suspense fallback={null}>
              <RenameDialog
                open
                onOpenChange={(open) => setDialog(open ? "rename" : null)}
                clubId={organizationId}
                name={name}
                onRenamed={onRenamed}
              />
            </Suspense>
          ) : null}
          {dialog === "invite" ? (
            <Suspense fallback={null}>
              <InviteAdminDialog
                open
                onOpenChange={(open) => setDialog(open ? "invite" : null)}
                clubId={organizationId}
              />
            </Suspense>
          ) : null}
          <ConfirmDialog
            open={dialog === "leave"}
            onOpenChange={(open) => setDialog(open ? "leave" : null)}
            title={t("calculator.leave.title", { name })}
            confirmLabel={t("calculator.leave.confirm")}
            onConfirm={leaveConfirmed}
          >
            <p>{t("calculator.leave.text", { name })}</p>
            <p className="mt-2 font-medium">{t("calculator.leave.permanent")}</p>
          </ConfirmDialog>
        </>
      )}
      {dialog === "cerfa" ? (
        <Suspense fallback={null}>
          <CerfaDialog
            open
            onOpenChange={(open) => setDialog(open ? "cerfa" : null)}
            doc={doc}
            season={exportSeason}
            clubName={name}
            organizationId={organizationId}
          />
        </Suspense>
      ) : null}
      {dialog === "history" ? (
        <Suspense fallback={null}>
          <HistoryDialog
            open
            onOpenChange={(open) => setDialog(open ? "history" : null)}
            organizationId={organizationId}
            season={season}
            current={doc}
            currentVersion={saver.info.version}
            onRestore={actions.restore}
          />
        </Suspense>
      ) : null}
      {saver.conflict ? (
        <ConflictDialog
          mine={doc}
          theirs={saver.conflict}
          onKeepMine={saver.keepMine}
          onTakeTheirs={() => {
            const theirs = saver.takeTheirs();
            if (theirs) replace(theirs);
          }}
        />
      ) : null}
      {document.draftOffer && !saver.conflict ? (
        <DraftOfferDialog
          draft={document.draftOffer}
          server={doc}
          onRestore={document.restoreDraft}
          onDiscard={document.discardDraft}
        />
      ) : null}
    </EditorContext.Provider>
  );
}
