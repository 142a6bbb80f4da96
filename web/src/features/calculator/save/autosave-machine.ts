import type { Calculator } from "#core/schemas/calculator";
import type { SavedContext } from "../../../lib/calculator-api";
import type { SaveFailure } from "./save-outcome";
import { contentOf } from "./snapshot";

/**
 * The autosave as a small state machine without React (decision 127): the one owner of the local draft,
 * of the last saved snapshot and of the save status. The screen feeds it events (the document changed,
 * save now, the server's document arrived, keep mine / take theirs) and renders its state; the network,
 * the draft storage and the timers come in as ports, so every transition is unit tested without a DOM.
 *
 *   loading --adopt--> saved <--edit--> dirty --save--> saving --ok--> saved (or dirty: edited meanwhile)
 *                                                          |--409--> conflict (or saved: our save had landed)
 *                                                          |--offline--> offline --retry timer / online--> saving
 *                                                          |--429--> paused --next tick--> saving
 *                                                          '--else--> error --next save--> saving
 */

export type SaveStatus =
  "loading" | "saved" | "dirty" | "saving" | "offline" | "paused" | "conflict" | "error";
export type SaveResult = "saved" | "unchanged" | "failed";

export interface SavedInfo {
  version: number;
  lastUpdate?: string;
  modifier?: string;
}

export interface AutosaveState {
  status: SaveStatus;
  info: SavedInfo;
  /** The server's newer document while the conflict dialog is open. */
  conflict: Calculator | null;
  /** The last unexpected failure (status "error"). */
  error: unknown;
}

export interface AutosavePorts {
  /** POST calculation/store from this version; answers the new context or throws. */
  store(doc: Calculator, baseVersion: number): Promise<SavedContext>;
  /** What a thrown save error means (save-outcome.ts). */
  classify(cause: unknown): Promise<SaveFailure>;
  /** The stored document, when a 409 came without it. */
  fetchStored(): Promise<Calculator | null>;
  /** The local draft (draft-store.ts): written on every change, removed once the server holds it. */
  writeDraft(doc: Calculator, baseVersion: number): void;
  clearDraft(): void;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** While the server cannot be reached, the save is tried again this often (and as soon as the browser is back online). */
export const OFFLINE_RETRY_MS = 15_000;

/** `lowPriority`: the first snapshot's "saved" may render as a transition (decision 090). */
type Listener = (state: AutosaveState, change: { lowPriority: boolean }) => void;

export function createAutosave(ports: AutosavePorts) {
  let state: AutosaveState = { status: "loading", info: { version: 0 }, conflict: null, error: null };
  let doc: Calculator | null = null;
  /** The content the server holds; null until the first document is adopted. */
  let snapshot: string | null = null;
  let active = true;
  let wroteDraft = false;
  let inFlight: Promise<SaveResult> | null = null;
  let retryTimer: unknown = null;
  let disposed = false;
  const timers = new Set<unknown>();
  const listeners = new Set<Listener>();

  function set(next: Partial<AutosaveState>, lowPriority = false) {
    const changed = (Object.keys(next) as (keyof AutosaveState)[]).some((key) => next[key] !== state[key]);
    if (!changed) return;
    state = { ...state, ...next };
    if (next.status !== undefined) scheduleRetry();
    for (const listener of listeners) listener(state, { lowPriority });
  }

  /** Offline arms one retry; any other status disarms it. */
  function scheduleRetry() {
    if (state.status !== "offline") {
      if (retryTimer !== null) ports.clearTimer(retryTimer);
      retryTimer = null;
      return;
    }
    if (retryTimer !== null || disposed) return;
    retryTimer = ports.setTimer(() => {
      retryTimer = null;
      void save();
    }, OFFLINE_RETRY_MS);
  }

  const infoOf = (context: SavedContext, fallbackVersion: number): SavedInfo => ({
    version: context.version ?? fallbackVersion,
    lastUpdate: context.lastUpdate,
    modifier: context.modifier,
  });

  function isDirty(): boolean {
    return snapshot !== null && doc !== null && contentOf(doc) !== snapshot;
  }

  /** Starts from what the server holds; the first load takes its snapshot after a delay (SNAPSHOT_DELAY_MS). */
  function adopt(server: Calculator, context: SavedContext, delayMs = 0) {
    set({ info: infoOf(context, 0) });
    const apply = (lowPriority: boolean) => {
      snapshot = contentOf(server);
      set({ status: isDirty() ? "dirty" : "saved" }, lowPriority);
    };
    if (delayMs <= 0) return apply(false);
    const timer = ports.setTimer(() => {
      timers.delete(timer);
      apply(true);
    }, delayMs);
    timers.add(timer);
  }

  /** The document changed (every edit): the draft follows at once, so a crash or a closed tab loses nothing. */
  function edited(next: Calculator | null) {
    doc = next;
    if (!next || snapshot === null || !active) return;
    if (contentOf(next) === snapshot) {
      // Back to what the server holds (a slider moved and back): the draft has nothing left to offer.
      if (wroteDraft) ports.clearDraft();
      wroteDraft = false;
      if (state.status === "dirty") set({ status: "saved" });
      return;
    }
    wroteDraft = true;
    ports.writeDraft(next, state.info.version);
    if (state.status === "saved" || state.status === "loading") set({ status: "dirty" });
  }

  function landed(content: string, info: SavedInfo) {
    snapshot = content;
    const unchangedSince = contentOf(doc) === content;
    if (unchangedSince) ports.clearDraft();
    set({ info, error: null, status: unchangedSince ? "saved" : "dirty" });
  }

  async function store(): Promise<SaveResult> {
    const current = doc;
    if (!current || snapshot === null) return "unchanged";
    const content = contentOf(current);
    if (content === snapshot) {
      set({ status: "saved" });
      return "unchanged";
    }
    set({ status: "saving" });
    try {
      const context = await ports.store(current, state.info.version);
      landed(content, infoOf(context, state.info.version + 1));
      return "saved";
    } catch (cause) {
      const failure = await ports.classify(cause);
      if (failure.kind === "conflict") {
        const stored = failure.current ?? (await ports.fetchStored().catch(() => null));
        if (stored && contentOf(stored) === content) {
          // Our earlier save had landed but its answer was lost: the server already holds this content.
          landed(content, infoOf(stored.context ?? {}, state.info.version));
          return "saved";
        }
        set({ conflict: stored ?? current, status: "conflict" });
      } else if (failure.kind === "offline") set({ status: "offline" });
      // Too many saves for the organization: the draft stays and the next tick saves again.
      else if (failure.kind === "throttled") set({ status: "paused" });
      else set({ error: cause, status: "error" });
      return "failed";
    }
  }

  /** Saves when the content changed; one save at a time, and never over an open conflict. */
  async function save(): Promise<SaveResult> {
    if (!active) return "unchanged";
    while (inFlight) await inFlight;
    if (state.conflict) return "failed";
    const run = store().finally(() => {
      inFlight = null;
    });
    inFlight = run;
    return run;
  }

  /** Conflict: keep mine (saved over the newer version, which stays in the history). */
  function keepMine(): Promise<SaveResult> {
    const theirs = state.conflict;
    set({ conflict: null, info: theirs ? infoOf(theirs.context ?? {}, state.info.version) : state.info });
    return save();
  }

  /** Conflict: take the server's version; returns it for the screen to show. */
  function takeTheirs(): Calculator | null {
    const theirs = state.conflict;
    set({ conflict: null });
    if (!theirs) return null;
    ports.clearDraft();
    adopt(theirs, theirs.context ?? {});
    return theirs;
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** False once the person has left the club: nothing is saved any more. */
    setActive(next: boolean) {
      active = next;
    },
    isActive: () => active,
    adopt,
    edited,
    save,
    keepMine,
    takeTheirs,
    isDirty,
    /** The next save starts from this version (a draft made on an older version then meets the conflict dialog). */
    rebase: (version: number) => set({ info: { ...state.info, version } }),
    versionNow: () => state.info.version,
    /** The person dropped the draft, or the server's document replaced it (a history restore). */
    dropDraft() {
      ports.clearDraft();
      wroteDraft = false;
    },
    /** The screen is (again) on: React's strict mode stops and starts it once more in development. */
    start() {
      disposed = false;
    },
    /** The screen goes: timers stop, and unsaved work is saved unless a conflict waits for the person. */
    dispose() {
      disposed = true;
      for (const timer of timers) ports.clearTimer(timer);
      timers.clear();
      if (retryTimer !== null) ports.clearTimer(retryTimer);
      retryTimer = null;
      if (active && isDirty() && !state.conflict) void store();
    },
  };
}

export type Autosave = ReturnType<typeof createAutosave>;
