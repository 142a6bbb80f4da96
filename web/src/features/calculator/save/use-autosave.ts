import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { withComputedMemberships } from "../../../../../core/cost-model";
import type { Calculator } from "../../../../../core/schemas/calculator";
import { retrieveCalculation, type SavedContext, storeCalculation } from "../calculator-api";
import { browserStore, clearDraft, writeDraft } from "./draft-store";
import { loadCalculatorSchema } from "../model/calculator-schema";
import { classifySaveError, storedDocumentOf } from "./save-outcome";
import { contentOf } from "./snapshot";

/** product.md section 9: auto-save every 60 s, initial snapshot 100 ms after load. */
export const AUTOSAVE_MS = 60_000;
export const SNAPSHOT_DELAY_MS = 100;
/** While the server cannot be reached, the save is tried again this often (and as soon as the browser is back online). */
export const OFFLINE_RETRY_MS = 15_000;

export type SaveStatus = "loading" | "saved" | "dirty" | "saving" | "offline" | "paused" | "conflict" | "error";
export type SaveResult = "saved" | "unchanged" | "failed";

export interface SavedInfo {
  version: number;
  lastUpdate?: string;
  modifier?: string;
}

interface Options {
  organizationId: string;
  userId: string;
  doc: Calculator | null;
  inputMembership: boolean;
  /** False once the person has left the club: nothing is saved any more. */
  active: boolean;
}

/**
 * Never losing work: a local draft on every change, a save every 60 s and when leaving the screen
 * (only when the content differs from the last saved snapshot), a leave-page warning while unsaved,
 * retries while offline, and a conflict instead of a silent overwrite when someone else saved first.
 */
export function useAutosave({ organizationId, userId, doc, inputMembership, active }: Options) {
  const docRef = useRef(doc);
  docRef.current = doc;
  const activeRef = useRef(active);
  activeRef.current = active;
  const snapshotRef = useRef<string | null>(null);
  const infoRef = useRef<SavedInfo>({ version: 0 });
  const conflictRef = useRef<Calculator | null>(null);
  const inFlight = useRef<Promise<SaveResult> | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const [info, setInfoState] = useState<SavedInfo>({ version: 0 });
  const [status, setStatus] = useState<SaveStatus>("loading");
  const [conflict, setConflictState] = useState<Calculator | null>(null);
  const [error, setError] = useState<unknown>(null);

  const setInfo = useCallback((next: SavedInfo) => {
    infoRef.current = next;
    setInfoState(next);
  }, []);
  const setConflict = useCallback((next: Calculator | null) => {
    conflictRef.current = next;
    setConflictState(next);
  }, []);
  const isDirty = useCallback(
    () => snapshotRef.current !== null && docRef.current !== null && contentOf(docRef.current) !== snapshotRef.current,
    [],
  );

  /** Starts from what the server holds; the first load takes its snapshot after 100 ms. */
  const adopt = useCallback(
    (server: Calculator, context: SavedContext, delayMs = 0) => {
      setInfo({ version: context.version ?? 0, lastUpdate: context.lastUpdate, modifier: context.modifier });
      const apply = () => {
        snapshotRef.current = contentOf(server);
        setStatus(isDirty() ? "dirty" : "saved");
      };
      if (delayMs <= 0) return apply();
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        // "Saved" repaints the page's header and tabs: as a transition React renders that in slices
        // rather than in one task right after the editor's first commit (decision 090).
        startTransition(apply);
      }, delayMs);
      timers.current.add(timer);
    },
    [isDirty, setInfo],
  );

  /** The next save starts from this version (a draft made on an older version then meets the conflict dialog). */
  const rebase = useCallback((version: number) => setInfo({ ...infoRef.current, version }), [setInfo]);

  const store = useCallback(async (): Promise<SaveResult> => {
    const current = docRef.current;
    if (!current || snapshotRef.current === null) return "unchanged";
    const content = contentOf(current);
    if (content === snapshotRef.current) {
      setStatus("saved");
      return "unchanged";
    }
    setStatus("saving");
    try {
      const context = await storeCalculation(organizationId, withComputedMemberships(current), { version: infoRef.current.version, inputMembership });
      snapshotRef.current = content;
      setInfo({ version: context.version ?? infoRef.current.version + 1, lastUpdate: context.lastUpdate, modifier: context.modifier });
      setError(null);
      if (contentOf(docRef.current) === content) {
        clearDraft(browserStore(), organizationId);
        setStatus("saved");
      } else setStatus("dirty");
      return "saved";
    } catch (cause) {
      // Loaded with the document (use-calculator-document.ts): no download here.
      const schema = await loadCalculatorSchema();
      const failure = classifySaveError(schema, cause, organizationId);
      if (failure.kind === "conflict") {
        const stored = failure.current ?? storedDocumentOf(schema, await retrieveCalculation(organizationId).catch(() => null), organizationId);
        if (stored && contentOf(stored) === content) {
          // Our earlier save had landed but its answer was lost: the server already holds this content.
          snapshotRef.current = content;
          setInfo({ version: stored.context.version ?? infoRef.current.version, lastUpdate: stored.context.lastUpdate, modifier: stored.context.modifier });
          clearDraft(browserStore(), organizationId);
          setStatus(contentOf(docRef.current) === content ? "saved" : "dirty");
          return "saved";
        }
        setConflict(stored ?? current);
        setStatus("conflict");
      } else if (failure.kind === "offline") setStatus("offline");
      // Too many saves for the organization: the draft stays and the 60 s tick saves again later.
      else if (failure.kind === "throttled") setStatus("paused");
      else {
        setError(cause);
        setStatus("error");
      }
      return "failed";
    }
  }, [organizationId, inputMembership, setInfo, setConflict]);

  /** Saves when the content changed; one save at a time, and never over an open conflict. */
  const save = useCallback(async (): Promise<SaveResult> => {
    if (!activeRef.current) return "unchanged";
    if (inFlight.current) await inFlight.current;
    if (conflictRef.current) return "failed";
    const run = store().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  }, [store]);
  const saveRef = useRef(save);
  saveRef.current = save;

  const wroteDraft = useRef(false);
  // Every change goes to the local draft at once, so a crash or a closed tab loses nothing.
  useEffect(() => {
    if (!doc || snapshotRef.current === null || !active) return;
    if (contentOf(doc) === snapshotRef.current) {
      // Back to what the server holds (a slider moved and back): the draft this screen wrote has nothing left to offer.
      if (wroteDraft.current) clearDraft(browserStore(), organizationId);
      wroteDraft.current = false;
      setStatus((s) => (s === "dirty" ? "saved" : s));
      return;
    }
    wroteDraft.current = true;
    writeDraft(browserStore(), { userId, organizationId, baseVersion: infoRef.current.version, editedAt: new Date().toISOString(), doc });
    setStatus((s) => (s === "saved" || s === "loading" ? "dirty" : s));
  }, [doc, active, userId, organizationId]);

  useEffect(() => {
    if (!active) return;
    const tick = setInterval(() => void saveRef.current(), AUTOSAVE_MS);
    const online = () => void saveRef.current();
    const hidden = () => {
      if (document.visibilityState === "hidden") void saveRef.current();
    };
    window.addEventListener("online", online);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      clearInterval(tick);
      window.removeEventListener("online", online);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [active]);

  useEffect(() => {
    if (status !== "offline") return;
    const retry = setTimeout(() => void saveRef.current(), OFFLINE_RETRY_MS);
    return () => clearTimeout(retry);
  }, [status]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!activeRef.current || !isDirty()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  // Leaving the screen saves what is unsaved; every timer goes with the screen.
  const storeRef = useRef(store);
  storeRef.current = store;
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      if (activeRef.current && isDirty() && !conflictRef.current) void storeRef.current();
    };
  }, [isDirty]);

  /** Conflict: keep mine (saved over the newer version, which stays in the history). */
  const keepMine = useCallback(async () => {
    const theirs = conflictRef.current;
    setConflict(null);
    if (theirs) setInfo({ version: theirs.context.version ?? infoRef.current.version, lastUpdate: theirs.context.lastUpdate, modifier: theirs.context.modifier });
    return save();
  }, [save, setConflict, setInfo]);

  /** Conflict: take the server's version; returns it for the screen to show. */
  const takeTheirs = useCallback((): Calculator | null => {
    const theirs = conflictRef.current;
    setConflict(null);
    if (!theirs) return null;
    clearDraft(browserStore(), organizationId);
    adopt(theirs, theirs.context);
    return theirs;
  }, [adopt, organizationId, setConflict]);

  const versionNow = useCallback(() => infoRef.current.version, []);

  return { status, info, conflict, error, save, adopt, rebase, keepMine, takeTheirs, isDirty, versionNow };
}
