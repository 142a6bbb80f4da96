import { describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import type { SavedContext } from "../../../lib/calculator-api";
import { type AutosavePorts, createAutosave, OFFLINE_RETRY_MS } from "./autosave-machine";
import type { SaveFailure } from "./save-outcome";

/** A save the test answers by hand: resolve with a context or reject with a failure kind. */
interface PendingSave {
  doc: Calculator;
  baseVersion: number;
  ok(context: SavedContext): void;
  fail(failure: SaveFailure): void;
}

/** Ports in memory: the draft, the saves asked, the timers (run by hand, no waiting). */
function harness() {
  const saves: PendingSave[] = [];
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextTimer = 1;
  const drafts: { doc: Calculator | null; baseVersion: number | null } = { doc: null, baseVersion: null };
  let stored: Calculator | null = null;
  const ports: AutosavePorts = {
    store: (doc, baseVersion) =>
      new Promise((resolve, reject) =>
        saves.push({ doc, baseVersion, ok: resolve, fail: (failure) => reject(failure) }),
      ),
    // The rejection already is the classified failure.
    classify: async (cause) => cause as SaveFailure,
    fetchStored: async () => stored,
    writeDraft: (doc, baseVersion) => Object.assign(drafts, { doc, baseVersion }),
    clearDraft: () => Object.assign(drafts, { doc: null, baseVersion: null }),
    setTimer: (run, ms) => {
      const id = nextTimer++;
      timers.set(id, { run, ms });
      return id;
    },
    clearTimer: (id) => void timers.delete(id as number),
  };
  const machine = createAutosave(ports);
  const server = { ...workedExample("club-1"), context: { version: 4 } } as Calculator;
  const edit = (name: string): Calculator => ({ ...server, globalSubsidies: [{ name, value: 100 }] });
  /** Lets the machine's awaits run (the save's answer, the classification). */
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const fireTimers = (ms: number) => {
    for (const [id, timer] of [...timers]) {
      if (timer.ms !== ms) continue;
      timers.delete(id);
      timer.run();
    }
  };
  const setStored = (doc: Calculator | null) => {
    stored = doc;
  };
  return { machine, saves, timers, drafts, server, edit, settle, fireTimers, setStored };
}

/** Loaded and adopted, with one edit waiting to be saved. */
function dirtyMachine() {
  const h = harness();
  h.machine.edited(h.server);
  h.machine.adopt(h.server, { version: 4 });
  h.machine.edited(h.edit("Region"));
  return h;
}

describe("autosave machine", () => {
  it("loading, then saved once the server's document is adopted (after the snapshot delay)", () => {
    const h = harness();
    h.machine.edited(h.server);
    h.machine.adopt(h.server, { version: 4 }, 100);
    expect(h.machine.getState().status).toBe("loading");
    h.fireTimers(100);
    expect(h.machine.getState()).toMatchObject({ status: "saved", info: { version: 4 } });
  });

  it("an edit makes it dirty and writes the draft at once; undoing the edit drops the draft", () => {
    const h = dirtyMachine();
    expect(h.machine.getState().status).toBe("dirty");
    expect(h.drafts).toMatchObject({ doc: h.edit("Region"), baseVersion: 4 });
    h.machine.edited(h.server);
    expect(h.machine.getState().status).toBe("saved");
    expect(h.drafts.doc).toBeNull();
  });

  it("saving, then saved with the new version; the draft goes once the server holds it", async () => {
    const h = dirtyMachine();
    const result = h.machine.save();
    expect(h.machine.getState().status).toBe("saving");
    expect(h.saves[0].baseVersion).toBe(4);
    h.saves[0].ok({ version: 5, modifier: "Claire" });
    expect(await result).toBe("saved");
    expect(h.machine.getState()).toMatchObject({ status: "saved", info: { version: 5, modifier: "Claire" } });
    expect(h.drafts.doc).toBeNull();
    expect(await h.machine.save()).toBe("unchanged");
  });

  it("an edit made while saving stays dirty with its draft", async () => {
    const h = dirtyMachine();
    const result = h.machine.save();
    h.machine.edited(h.edit("Department"));
    h.saves[0].ok({ version: 5 });
    await result;
    expect(h.machine.getState().status).toBe("dirty");
    expect(h.drafts.doc?.globalSubsidies[0].name).toBe("Department");
  });

  it("one save at a time: a second save waits for the first and sends from the new version", async () => {
    const h = dirtyMachine();
    const first = h.machine.save();
    h.machine.edited(h.edit("Department"));
    const second = h.machine.save();
    expect(h.saves).toHaveLength(1);
    h.saves[0].ok({ version: 5 });
    await first;
    await h.settle();
    expect(h.saves).toHaveLength(2);
    expect(h.saves[1].baseVersion).toBe(5);
    h.saves[1].ok({ version: 6 });
    expect(await second).toBe("saved");
  });

  it("a 409 opens the conflict with the stored document; no save goes over it until the person chooses", async () => {
    const h = dirtyMachine();
    const theirs = { ...h.edit("Someone else"), context: { version: 6, modifier: "Bob" } } as Calculator;
    const result = h.machine.save();
    h.saves[0].fail({ kind: "conflict", current: theirs });
    expect(await result).toBe("failed");
    expect(h.machine.getState()).toMatchObject({ status: "conflict", conflict: theirs });
    expect(await h.machine.save()).toBe("failed");
    expect(h.saves).toHaveLength(1);
    expect(h.drafts.doc).not.toBeNull();
  });

  it("keep mine saves over the newer version", async () => {
    const h = dirtyMachine();
    const theirs = { ...h.edit("Someone else"), context: { version: 6 } } as Calculator;
    const failed = h.machine.save();
    h.saves[0].fail({ kind: "conflict", current: theirs });
    await failed;
    const kept = h.machine.keepMine();
    expect(h.machine.getState().conflict).toBeNull();
    await h.settle();
    expect(h.saves[1].baseVersion).toBe(6);
    h.saves[1].ok({ version: 7 });
    expect(await kept).toBe("saved");
    expect(h.machine.getState().status).toBe("saved");
  });

  it("take theirs drops the draft and adopts the server's document", async () => {
    const h = dirtyMachine();
    const theirs = { ...h.edit("Someone else"), context: { version: 6 } } as Calculator;
    const failed = h.machine.save();
    h.saves[0].fail({ kind: "conflict", current: theirs });
    await failed;
    expect(h.machine.takeTheirs()).toBe(theirs);
    expect(h.drafts.doc).toBeNull();
    h.machine.edited(theirs);
    expect(h.machine.getState()).toMatchObject({ status: "saved", conflict: null, info: { version: 6 } });
  });

  it("a 409 for a save that had landed (its answer lost) is saved, not a conflict", async () => {
    const h = dirtyMachine();
    h.setStored({ ...h.edit("Region"), context: { version: 5 } } as Calculator);
    const result = h.machine.save();
    h.saves[0].fail({ kind: "conflict", current: null });
    expect(await result).toBe("saved");
    expect(h.machine.getState()).toMatchObject({ status: "saved", conflict: null, info: { version: 5 } });
  });

  it("offline keeps the draft and retries on a timer; the retry saves", async () => {
    const h = dirtyMachine();
    const result = h.machine.save();
    h.saves[0].fail({ kind: "offline" });
    await result;
    expect(h.machine.getState().status).toBe("offline");
    expect(h.drafts.doc).not.toBeNull();
    expect([...h.timers.values()].map((timer) => timer.ms)).toEqual([OFFLINE_RETRY_MS]);
    h.fireTimers(OFFLINE_RETRY_MS);
    await h.settle();
    expect(h.machine.getState().status).toBe("saving");
    h.saves[1].ok({ version: 5 });
    await h.settle();
    expect(h.machine.getState().status).toBe("saved");
    expect(h.timers.size).toBe(0);
  });

  it("back online before the timer: the save goes and the retry timer is disarmed", async () => {
    const h = dirtyMachine();
    const failed = h.machine.save();
    h.saves[0].fail({ kind: "offline" });
    await failed;
    const result = h.machine.save();
    await h.settle();
    expect(h.timers.size).toBe(0);
    h.saves[1].ok({ version: 5 });
    expect(await result).toBe("saved");
  });

  it("a 429 pauses saving with the draft kept, and the next save goes through", async () => {
    const h = dirtyMachine();
    const paused = h.machine.save();
    h.saves[0].fail({ kind: "throttled" });
    await paused;
    expect(h.machine.getState().status).toBe("paused");
    expect(h.drafts.doc).not.toBeNull();
    expect(h.timers.size).toBe(0);
    const next = h.machine.save();
    await h.settle();
    h.saves[1].ok({ version: 5 });
    expect(await next).toBe("saved");
    expect(h.machine.getState().status).toBe("saved");
  });

  it("any other failure is an error carrying its cause, and the next save clears it", async () => {
    const h = dirtyMachine();
    const cause = { kind: "other", error: new Error("boom") } as SaveFailure;
    const failed = h.machine.save();
    h.saves[0].fail(cause);
    await failed;
    expect(h.machine.getState()).toMatchObject({ status: "error", error: cause });
    const next = h.machine.save();
    await h.settle();
    h.saves[1].ok({ version: 5 });
    await next;
    expect(h.machine.getState()).toMatchObject({ status: "saved", error: null });
  });

  it("inactive (the person left the club): no draft, no save", async () => {
    const h = harness();
    h.machine.edited(h.server);
    h.machine.adopt(h.server, { version: 4 });
    h.machine.setActive(false);
    h.machine.edited(h.edit("Region"));
    expect(h.drafts.doc).toBeNull();
    expect(await h.machine.save()).toBe("unchanged");
    expect(h.saves).toHaveLength(0);
  });

  it("a draft restored from an older version saves from that version (and so meets the conflict)", async () => {
    const h = dirtyMachine();
    h.machine.rebase(2);
    void h.machine.save();
    await h.settle();
    expect(h.saves[0].baseVersion).toBe(2);
  });

  it("leaving the screen saves unsaved work and stops the timers, but not over a conflict", async () => {
    const h = dirtyMachine();
    h.machine.dispose();
    expect(h.saves).toHaveLength(1);

    const c = dirtyMachine();
    const failed = c.machine.save();
    c.saves[0].fail({ kind: "conflict", current: c.edit("Other") });
    await failed;
    c.machine.dispose();
    expect(c.saves).toHaveLength(1);

    const o = dirtyMachine();
    const offline = o.machine.save();
    o.saves[0].fail({ kind: "offline" });
    await offline;
    o.machine.dispose();
    expect(o.timers.size).toBe(0);
  });

  it("tells its listeners; the delayed first 'saved' is marked low priority", () => {
    const h = harness();
    const seen: [string, boolean][] = [];
    h.machine.subscribe((state, { lowPriority }) => seen.push([state.status, lowPriority]));
    h.machine.edited(h.server);
    h.machine.adopt(h.server, { version: 4 }, 100);
    h.fireTimers(100);
    h.machine.edited(h.edit("Region"));
    expect(seen).toEqual([
      ["loading", false],
      ["saved", true],
      ["dirty", false],
    ]);
  });
});
