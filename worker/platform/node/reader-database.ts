import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { Client, InArgs, InStatement, ResultSet } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import * as schema from "../../db/schema";
import type { Database } from "../../deps";
import { REPO_ROOT } from "./repo-root";

interface WireResult {
  columns: string[];
  columnTypes: string[];
  rows: unknown[][];
}

interface Pending {
  resolve: (results: ResultSet[]) => void;
  reject: (error: Error) => void;
}

/** A row shaped as @libsql/client shapes it: by index (drizzle's column mapping) and by name (raw SQL). */
function rowOf(values: unknown[], columns: string[]) {
  const row: Record<string | number, unknown> = {};
  Object.defineProperty(row, "length", { value: values.length });
  values.forEach((value, i) => {
    Object.defineProperty(row, i, { value });
    if (!Object.hasOwn(row, columns[i]))
      Object.defineProperty(row, columns[i], { value, enumerable: true, configurable: true, writable: true });
  });
  return row;
}

function resultSet(result: WireResult): ResultSet {
  const rows = result.rows.map((values) => rowOf(values, result.columns));
  const set = {
    columns: result.columns,
    columnTypes: result.columnTypes,
    rows,
    rowsAffected: 0,
    lastInsertRowid: undefined,
  };
  return { ...set, toJSON: () => set } as unknown as ResultSet;
}

const readOnly = () => Promise.reject(new Error("The reader database only reads (statements and batches)."));

/** How long a reader thread may take to finish its statement and close before it is terminated. */
const STOP_GRACE_MS = 5000;

/**
 * Asks a thread to close its connection and end. Terminating it instead while libsql runs a
 * statement or opens the file aborts the whole process (docs/decisions/092); only a thread that does
 * not end within the grace period is terminated. Its unanswered calls fail when it exits.
 */
function stop(thread: ReaderThread) {
  thread.worker.postMessage({ close: true });
  const timer = setTimeout(() => void thread.worker.terminate(), STOP_GRACE_MS);
  timer.unref();
  thread.worker.once("exit", () => clearTimeout(timer));
}

/** One reader thread and the calls it has not answered yet. */
interface ReaderThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Read-only connections to the local libSQL file, each on its own thread (docs/decisions/092).
 * libSQL runs every statement synchronously on the calling thread: the long aggregates (federation
 * statistics, a 2,000-club list) would hold up every other request for their whole duration. Here
 * they run beside the event loop, through the same drizzle API. Two threads, so that a short read
 * (a club search) does not wait behind a whole-year statistics; each call goes to the thread with
 * the fewest calls in hand. Started on first use, and again after a thread stops.
 */
export function openReaderDatabase(url: string, threadCount = 2): { db: Database; close: () => void } {
  const threads: (ReaderThread | undefined)[] = Array.from({ length: threadCount }, () => undefined);
  let nextId = 0;

  const start = (slot: number): ReaderThread => {
    const worker = new Worker(join(REPO_ROOT, "worker/platform/node/reader-worker.mjs"), {
      workerData: { url },
    });
    const thread: ReaderThread = { worker, pending: new Map() };
    const failAll = (error: Error) => {
      for (const call of thread.pending.values()) call.reject(error);
      thread.pending.clear();
      if (threads[slot] === thread) threads[slot] = undefined;
    };
    worker.on(
      "message",
      ({
        id,
        results,
        error,
      }: {
        id: number;
        results?: WireResult[];
        error?: { message: string; code?: string };
      }) => {
        const call = thread.pending.get(id);
        thread.pending.delete(id);
        // Idle, the thread must not keep a CLI or a test process alive.
        if (!thread.pending.size) worker.unref();
        if (!call) return;
        if (error) call.reject(Object.assign(new Error(error.message), { code: error.code }));
        else call.resolve((results ?? []).map(resultSet));
      },
    );
    worker.on("error", failAll);
    worker.on("exit", () => failAll(new Error("The reader thread stopped.")));
    return thread;
  };
  /**
   * The least busy thread. Every thread starts with the first call (a thread takes about 100 ms to
   * start: starting one under load would hold up the call that needed it).
   */
  const pick = (): ReaderThread => {
    let best: ReaderThread | undefined;
    threads.forEach((thread, slot) => {
      const running = thread ?? (threads[slot] = start(slot));
      if (!best || running.pending.size < best.pending.size) best = running;
    });
    return best!;
  };
  const run = (statements: InStatement[]) =>
    new Promise<ResultSet[]>((resolve, reject) => {
      const thread = pick();
      const id = nextId++;
      thread.pending.set(id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, statements });
    });

  const client = {
    closed: false,
    protocol: "file",
    execute: (statement: InStatement | string, args?: InArgs) =>
      run([typeof statement === "string" ? { sql: statement, args: args ?? [] } : statement]).then(
        ([result]) => result,
      ),
    batch: (statements: InStatement[]) => run(statements),
    migrate: readOnly,
    transaction: readOnly,
    executeMultiple: readOnly,
    sync: readOnly,
    close: () => close(),
  };
  const close = () => {
    client.closed = true;
    threads.forEach((thread, slot) => {
      threads[slot] = undefined;
      if (thread) stop(thread);
    });
  };
  return { db: drizzle(client as unknown as Client, { schema }), close };
}
