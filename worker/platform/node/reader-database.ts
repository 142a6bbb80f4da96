import { Worker } from "node:worker_threads";
import type { Client, InArgs, InStatement, ResultSet } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import * as schema from "../../db/schema";
import type { Database } from "../../deps";

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
    if (!Object.hasOwn(row, columns[i])) Object.defineProperty(row, columns[i], { value, enumerable: true, configurable: true, writable: true });
  });
  return row;
}

function resultSet(result: WireResult): ResultSet {
  const rows = result.rows.map((values) => rowOf(values, result.columns));
  const set = { columns: result.columns, columnTypes: result.columnTypes, rows, rowsAffected: 0, lastInsertRowid: undefined };
  return { ...set, toJSON: () => set } as unknown as ResultSet;
}

const readOnly = () => Promise.reject(new Error("The reader database only reads (statements and batches)."));

/**
 * A second, read-only connection to the local libSQL file, on its own thread (docs/decisions/092).
 * libSQL runs every statement synchronously on the calling thread: the long aggregates (federation
 * statistics, a 2,000-club list) would hold up every other request for their whole duration. Here
 * they run beside the event loop, through the same drizzle API. Started on first use.
 */
export function openReaderDatabase(url: string): { db: Database; close: () => void } {
  let worker: Worker | undefined;
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    worker = undefined;
  };
  const start = () => {
    const started = new Worker(new URL("./reader-worker.mjs", import.meta.url), { workerData: { url } });
    started.on("message", ({ id, results, error }: { id: number; results?: WireResult[]; error?: { message: string; code?: string } }) => {
      const call = pending.get(id);
      pending.delete(id);
      // Idle, the thread must not keep a CLI or a test process alive.
      if (!pending.size) started.unref();
      if (!call) return;
      if (error) call.reject(Object.assign(new Error(error.message), { code: error.code }));
      else call.resolve((results ?? []).map(resultSet));
    });
    started.on("error", failAll);
    started.on("exit", () => failAll(new Error("The reader thread stopped.")));
    return started;
  };
  const run = (statements: InStatement[]) =>
    new Promise<ResultSet[]>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, statements });
    });

  const client = {
    closed: false,
    protocol: "file",
    execute: (statement: InStatement | string, args?: InArgs) => run([typeof statement === "string" ? { sql: statement, args: args ?? [] } : statement]).then(([result]) => result),
    batch: (statements: InStatement[]) => run(statements),
    migrate: readOnly,
    transaction: readOnly,
    executeMultiple: readOnly,
    sync: readOnly,
    close: () => close(),
  };
  const close = () => {
    client.closed = true;
    const stopping = worker;
    worker = undefined;
    if (stopping) void stopping.terminate();
  };
  return { db: drizzle(client as unknown as Client, { schema }), close };
}
