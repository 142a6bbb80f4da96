/**
 * TEST-ONLY libSQL server: the Hrana-over-HTTP protocol (JSON, v2 and v3 pipeline endpoints) over a local
 * file opened with @libsql/client, so the Worker's unmodified `@libsql/client/web` can talk to a real
 * database in workerd. No libSQL server package installs here; this is never part of the product.
 * Each stream is a baton-linked sequence of requests; a stream inside a transaction holds the one
 * connection until it commits, rolls back or closes, so concurrent streams never interleave inside one.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type Client,
  createClient,
  type InValue,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from "@libsql/client";

type HranaValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };
interface Stmt {
  sql?: string;
  sql_id?: number;
  args?: HranaValue[];
  named_args?: { name: string; value: HranaValue }[];
  want_rows?: boolean;
}
type Cond =
  | { type: "ok" | "error"; step: number }
  | { type: "not"; cond: Cond }
  | { type: "and" | "or"; conds: Cond[] }
  | { type: "is_autocommit" };
type StreamRequest =
  | { type: "close" | "get_autocommit" }
  | { type: "execute"; stmt: Stmt }
  | { type: "batch"; batch: { steps: { condition?: Cond; stmt: Stmt }[] } }
  | { type: "sequence" | "describe"; sql?: string; sql_id?: number }
  | { type: "store_sql"; sql_id: number; sql: string }
  | { type: "close_sql"; sql_id: number };

/** A stream's open transaction holds one pooled connection of the backing client until it ends. */
interface Stream {
  sqls: Map<number, string>;
  tx: Transaction | null;
}

class HranaError extends Error {
  constructor(
    message: string,
    readonly code = "SQLITE_ERROR",
  ) {
    super(message);
  }
}

/** One request of a pipeline, short: "close", a statement's first words, "batch[n]". */
function describeRequest(request: StreamRequest): string {
  const sql = (stmt: Stmt) => (stmt.sql ?? `sql#${stmt.sql_id}`).replace(/\s+/g, " ").slice(0, 48);
  if (request.type === "execute") return sql(request.stmt);
  if (request.type === "batch")
    return `batch[${request.batch.steps.map((step) => sql(step.stmt)).join("; ")}]`;
  return request.type;
}

export interface LibsqlHttpServer {
  url: string;
  /** The backing client, for seeding and assertions from the test. */
  client: Client;
  /** Pipeline requests served, per endpoint version (the tests check the real client used them). */
  requests: { v2: number; v3: number };
  /** What each pipeline request carried, in order (statements cut short): tells a round trip from another. */
  trace: string[];
  close(): Promise<void>;
}

function toValue(value: HranaValue): InValue {
  switch (value.type) {
    case "null":
      return null;
    case "integer":
      return BigInt(value.value);
    case "float":
      return value.value;
    case "text":
      return value.value;
    case "blob":
      return Buffer.from(value.base64, "base64");
  }
}

function fromValue(value: unknown): HranaValue {
  if (value === null || value === undefined) return { type: "null" };
  if (typeof value === "bigint") return { type: "integer", value: value.toString() };
  if (typeof value === "number") return { type: "float", value };
  if (typeof value === "string") return { type: "text", value };
  if (value instanceof ArrayBuffer) return { type: "blob", base64: Buffer.from(value).toString("base64") };
  throw new HranaError(`Unsupported value type ${typeof value}`);
}

function stmtResult(result: ResultSet, wantRows: boolean) {
  return {
    cols: result.columns.map((name, i) => ({ name, decltype: result.columnTypes[i] || null })),
    rows: wantRows
      ? result.rows.map((row) => Array.from({ length: result.columns.length }, (_, i) => fromValue(row[i])))
      : [],
    affected_row_count: result.rowsAffected,
    last_insert_rowid: result.lastInsertRowid === undefined ? null : result.lastInsertRowid.toString(),
  };
}

/** BEGIN, COMMIT and ROLLBACK move the stream in and out of a transaction of the backing client. */
function transactionControl(
  sql: string,
): { kind: "begin"; mode: TransactionMode } | { kind: "commit" | "rollback" } | null {
  const words = sql.trim().replace(/;$/, "").toUpperCase().split(/\s+/);
  if (words[0] === "BEGIN")
    return {
      kind: "begin",
      mode:
        words.includes("IMMEDIATE") || words.includes("EXCLUSIVE")
          ? "write"
          : words.includes("READONLY")
            ? "read"
            : "deferred",
    };
  if (words[0] === "COMMIT" || words[0] === "END") return { kind: "commit" };
  if (words[0] === "ROLLBACK" && words[1] !== "TO" && words[2] !== "TO") return { kind: "rollback" };
  return null;
}

const emptyResult = {
  columns: [],
  columnTypes: [],
  rows: [],
  rowsAffected: 0,
  lastInsertRowid: undefined,
} as unknown as ResultSet;

export async function startLibsqlHttpServer(options: {
  file: string;
  authToken?: string;
  port?: number;
}): Promise<LibsqlHttpServer> {
  // intMode bigint keeps integers and reals apart, as the protocol's value types require.
  const client = createClient({ url: `file:${options.file}`, intMode: "bigint" });
  const streams = new Map<string, Stream>();
  const requests = { v2: 0, v3: 0 };
  const trace: string[] = [];
  // A stream that opens a transaction holds the server until it ends it, so streams never interleave inside one.
  let holder: string | null = null;
  let waiting: (() => void)[] = [];
  const acquire = async (baton: string) => {
    while (holder !== null && holder !== baton) await new Promise<void>((resolve) => waiting.push(resolve));
    holder = baton;
  };
  const release = (baton: string) => {
    if (holder !== baton) return;
    holder = null;
    const next = waiting;
    waiting = [];
    for (const wake of next) wake();
  };

  const sqlOf = (stream: Stream, stmt: { sql?: string; sql_id?: number }) => {
    const sql = stmt.sql ?? (stmt.sql_id !== undefined ? stream.sqls.get(stmt.sql_id) : undefined);
    if (sql === undefined) throw new HranaError("SQL text or a stored sql_id is required", "SQL_NOT_FOUND");
    return sql;
  };

  const execute = async (stream: Stream, stmt: Stmt) => {
    const sql = sqlOf(stream, stmt);
    const args = stmt.named_args?.length
      ? Object.fromEntries(stmt.named_args.map((arg) => [arg.name.replace(/^[:@$]/, ""), toValue(arg.value)]))
      : (stmt.args ?? []).map(toValue);
    try {
      const control = transactionControl(sql);
      if (control?.kind === "begin") {
        if (stream.tx) throw new HranaError("cannot start a transaction within a transaction");
        stream.tx = await client.transaction(control.mode);
        return stmtResult(emptyResult, false);
      }
      if (control) {
        if (!stream.tx) throw new HranaError(`cannot ${control.kind} - no transaction is active`);
        const tx = stream.tx;
        stream.tx = null;
        await (control.kind === "commit" ? tx.commit() : tx.rollback());
        return stmtResult(emptyResult, false);
      }
      const result = await (stream.tx ?? client).execute({ sql, args });
      return stmtResult(result, stmt.want_rows !== false);
    } catch (error) {
      if (error instanceof HranaError) throw error;
      const cause = error as { message?: string; code?: string };
      throw new HranaError(cause.message ?? String(error), cause.code ?? "SQLITE_ERROR");
    }
  };

  const runBatch = async (stream: Stream, steps: { condition?: Cond; stmt: Stmt }[]) => {
    const results: (ReturnType<typeof stmtResult> | null)[] = [];
    const errors: ({ message: string; code: string } | null)[] = [];
    const holds = (cond: Cond): boolean => {
      switch (cond.type) {
        case "ok":
          return results[cond.step] != null;
        case "error":
          return errors[cond.step] != null;
        case "not":
          return !holds(cond.cond);
        case "and":
          return cond.conds.every(holds);
        case "or":
          return cond.conds.some(holds);
        case "is_autocommit":
          return stream.tx === null;
      }
    };
    for (const step of steps) {
      if (step.condition && !holds(step.condition)) {
        results.push(null);
        errors.push(null);
        continue;
      }
      try {
        results.push(await execute(stream, step.stmt));
        errors.push(null);
      } catch (error) {
        results.push(null);
        errors.push({
          message: (error as Error).message,
          code: (error as HranaError).code ?? "SQLITE_ERROR",
        });
      }
    }
    return { step_results: results, step_errors: errors };
  };

  const handle = async (stream: Stream, request: StreamRequest): Promise<Record<string, unknown>> => {
    switch (request.type) {
      case "close":
        return { type: "close" };
      case "execute":
        return { type: "execute", result: await execute(stream, request.stmt) };
      case "batch":
        return { type: "batch", result: await runBatch(stream, request.batch.steps) };
      case "sequence": {
        await (stream.tx ?? client).executeMultiple(sqlOf(stream, request));
        return { type: "sequence" };
      }
      case "store_sql":
        stream.sqls.set(request.sql_id, request.sql);
        return { type: "store_sql" };
      case "close_sql":
        stream.sqls.delete(request.sql_id);
        return { type: "close_sql" };
      case "get_autocommit":
        return { type: "get_autocommit", is_autocommit: stream.tx === null };
      case "describe":
        throw new HranaError("describe is not supported by this test server");
    }
  };

  const pipeline = async (body: { baton?: string | null; requests: StreamRequest[] }) => {
    const baton = body.baton ?? randomUUID();
    const stream = body.baton ? streams.get(body.baton) : { sqls: new Map<number, string>(), tx: null };
    if (!stream) throw new HranaError("Unknown or expired baton", "STREAM_EXPIRED");
    streams.delete(baton);
    await acquire(baton);
    const results: unknown[] = [];
    let closed = false;
    try {
      for (const request of body.requests) {
        try {
          results.push({ type: "ok", response: await handle(stream, request) });
        } catch (error) {
          results.push({
            type: "error",
            error: { message: (error as Error).message, code: (error as HranaError).code ?? "UNKNOWN" },
          });
        }
        if (request.type === "close") closed = true;
      }
    } finally {
      if (closed && stream.tx) {
        await stream.tx.rollback().catch(() => undefined);
        stream.tx = null;
      }
      if (!stream.tx) release(baton);
    }
    if (closed) return { baton: null, base_url: null, results };
    // A new baton per answer, as the protocol asks; the stream (and any open transaction) moves to it.
    const next = randomUUID();
    streams.set(next, stream);
    if (holder === baton) holder = next;
    return { baton: next, base_url: null, results };
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, { "content-type": typeof body === "string" ? "text/plain" : "application/json" });
    res.end(text);
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const path = new URL(req.url ?? "/", "http://localhost").pathname;
        if (options.authToken && req.headers.authorization !== `Bearer ${options.authToken}`)
          return send(res, 401, "Unauthorized");
        if (req.method === "GET" && (path === "/v2" || path === "/v3" || path === "/health"))
          return send(res, 200, "");
        const version = path === "/v2/pipeline" ? "v2" : path === "/v3/pipeline" ? "v3" : null;
        if (req.method !== "POST" || !version) return send(res, 404, "Not found");
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
            baton?: string | null;
            requests: StreamRequest[];
          };
          requests[version] += 1;
          trace.push(body.requests.map(describeRequest).join(" + "));
          send(res, 200, await pipeline(body));
        } catch (error) {
          send(res, 400, {
            message: (error as Error).message,
            code: (error as HranaError).code ?? "PROTOCOL_ERROR",
          });
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    client,
    requests,
    trace,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          client.close();
          resolve();
        });
      }),
  };
}
