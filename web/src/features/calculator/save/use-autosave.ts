import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { withComputedMemberships } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { loadCalculatorSchema } from "../../../lib/calculator-model/calculator-schema";
import { retrieveSeason, storeSeason } from "../../seasons/seasons-api";
import { type AutosavePorts, createAutosave } from "./autosave-machine";
import { browserStore, clearDraft, writeDraft } from "./draft-store";
import { classifySaveError, storedDocumentOf } from "./save-outcome";

/** product.md section 9: auto-save every 60 s, initial snapshot 100 ms after load. */
export const AUTOSAVE_MS = 60_000;
export const SNAPSHOT_DELAY_MS = 100;

interface Options {
  organizationId: string;
  /** The season the document belongs to; undefined: the current one (treasurer.md section 1). */
  season?: string;
  userId: string;
  doc: Calculator | null;
  inputMembership: boolean;
  /** False once the person has left the club: nothing is saved any more. */
  active: boolean;
  /** The document the store answered, with the ids it gave (season-money.md section 1). */
  onStored?: (answered: Partial<Calculator>) => void;
}

/** Where a season's unsaved work is kept on this device: the current season's keeps its former place. */
export function draftScope(organizationId: string, season: string | undefined): string {
  return season ? `${organizationId}.${season}` : organizationId;
}

/** The machine's ports in the browser: the API, localStorage and the window's timers; every call in the document's season. */
function browserPorts(
  organizationId: string,
  season: string | undefined,
  userId: string,
  inputMembership: () => boolean,
  onStored: (answered: Partial<Calculator>) => void,
): AutosavePorts {
  const scope = draftScope(organizationId, season);
  return {
    store: async (doc, version) => {
      const { context, document } = await storeSeason(organizationId, withComputedMemberships(doc), {
        version,
        inputMembership: inputMembership(),
        season,
      });
      if (document) onStored(document);
      return context;
    },
    // The schema is loaded with the document (use-calculator-document.ts): no download here.
    classify: async (cause) => classifySaveError(await loadCalculatorSchema(), cause, organizationId),
    fetchStored: async () =>
      storedDocumentOf(
        await loadCalculatorSchema(),
        await retrieveSeason(organizationId, season),
        organizationId,
      ),
    writeDraft: (doc, baseVersion) =>
      void writeDraft(browserStore(), {
        userId,
        organizationId: scope,
        baseVersion,
        editedAt: new Date().toISOString(),
        doc,
      }),
    clearDraft: () => clearDraft(browserStore(), scope),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

/**
 * Never losing work (autosave-machine.ts holds the rules): this hook only connects the machine to React
 * and the browser: the document's changes, the 60 s tick, coming back online, hiding the tab, the
 * leave-page warning while unsaved, and the save when the screen goes.
 */
export function useAutosave({
  organizationId,
  season,
  userId,
  doc,
  inputMembership,
  active,
  onStored,
}: Options) {
  const inputMembershipRef = useRef(inputMembership);
  inputMembershipRef.current = inputMembership;
  const onStoredRef = useRef(onStored);
  onStoredRef.current = onStored;
  const machine = useMemo(
    () =>
      createAutosave(
        browserPorts(
          organizationId,
          season,
          userId,
          () => inputMembershipRef.current,
          (answered) => onStoredRef.current?.(answered),
        ),
      ),
    [organizationId, season, userId],
  );
  machine.setActive(active);

  const [seen, setSeen] = useState(() => ({ machine, state: machine.getState() }));
  const state = seen.machine === machine ? seen.state : machine.getState();
  useEffect(
    () =>
      machine.subscribe((next, { lowPriority }) => {
        // "Saved" after the first load repaints the header and tabs: as a transition React renders that
        // in slices rather than in one task right after the editor's first commit (decision 090).
        if (lowPriority) startTransition(() => setSeen({ machine, state: next }));
        else setSeen({ machine, state: next });
      }),
    [machine],
  );

  useEffect(() => machine.edited(doc), [machine, doc, active]);

  useEffect(() => {
    if (!active) return;
    const save = () => void machine.save();
    const tick = setInterval(save, AUTOSAVE_MS);
    const hidden = () => {
      if (document.visibilityState === "hidden") save();
    };
    window.addEventListener("online", save);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      clearInterval(tick);
      window.removeEventListener("online", save);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [machine, active]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!machine.isActive() || !machine.isDirty()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [machine]);

  // Leaving the screen saves what is unsaved; every timer goes with the screen.
  useEffect(() => {
    machine.start();
    return () => machine.dispose();
  }, [machine]);

  return {
    ...state,
    save: machine.save,
    adopt: machine.adopt,
    rebase: machine.rebase,
    keepMine: machine.keepMine,
    takeTheirs: machine.takeTheirs,
    isDirty: machine.isDirty,
    versionNow: machine.versionNow,
    dropDraft: machine.dropDraft,
  };
}
