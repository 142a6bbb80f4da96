import http from "node:http";

export interface Call {
  kind: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A status that is the right answer here although not 2xx (a 409 to a save the bench made stale). */
  accept?: (status: number) => boolean;
  onResponse?: (status: number, body: string) => void;
}

export interface OpenLoopResult {
  sent: number;
  seconds: number;
  /** Latencies in ms, measured from the moment each request was due (late sends count against it). */
  latencies: Map<string, number[]>;
  errors: Map<string, number>;
  /** What went wrong, counted: an HTTP status with the envelope's code, or the socket error. */
  reasons: Map<string, number>;
  /** How late the generator itself sent each request (ms): a busy machine delays the client too. */
  lateness: number[];
}

/**
 * Sends `rate` requests per second, each at its own due time whatever the answers (an open loop),
 * as a population of independent users would. autocannon's `overallRate` instead lets every
 * connection send its share of the second back to back and then wait for the next second, which
 * measures bursts at full concurrency rather than a steady rate.
 */
export function openLoop(
  url: string,
  options: { rate: number; seconds: number; next: (i: number) => Call; agent?: http.Agent },
): Promise<OpenLoopResult> {
  // A caller's agent keeps its connections after the run (a warm-up's, for the measured run after it).
  const agent = options.agent ?? new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const total = Math.round(options.rate * options.seconds);
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const reasons = new Map<string, number>();
  const lateness: number[] = [];
  const count = (map: Map<string, number>, kind: string) => map.set(kind, (map.get(kind) ?? 0) + 1);
  let sent = 0;
  let finished = 0;
  return new Promise((resolve) => {
    const start = performance.now();
    const settle = () => {
      if (++finished < total) return;
      clearInterval(timer);
      if (!options.agent) agent.destroy();
      resolve({ sent, seconds: (performance.now() - start) / 1000, latencies, errors, reasons, lateness });
    };
    const send = (i: number) => {
      const call = options.next(i);
      const due = start + (i * 1000) / options.rate;
      lateness.push(performance.now() - due);
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: call.method,
          path: call.path,
          headers: call.body
            ? { ...call.headers, "content-length": Buffer.byteLength(call.body) }
            : call.headers,
          timeout: 10_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            const list = latencies.get(call.kind) ?? [];
            list.push(performance.now() - due);
            latencies.set(call.kind, list);
            const body = Buffer.concat(chunks).toString();
            if ((status < 200 || status >= 300) && !call.accept?.(status)) {
              count(errors, call.kind);
              count(
                reasons,
                `${call.kind}: HTTP ${status} ${body.match(/"status":(\d+)/)?.[1] ?? ""}`.trim(),
              );
            }
            call.onResponse?.(status, body);
            settle();
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", (error: NodeJS.ErrnoException) => {
        count(errors, call.kind);
        count(reasons, `${call.kind}: ${error.code ?? error.message}`);
        call.onResponse?.(0, "");
        settle();
      });
      request.end(call.body);
    };
    // A 1 ms tick sends every request that has come due since the last one.
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * options.rate) / 1000) + 1);
      while (sent < due) send(sent++);
    }, 1);
  });
}

/** The value below which `q` of the sorted samples fall. */
export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
/** The middle sample (the upper one of an even count), as the browser benches report it. */
export const median = (values: number[]) => ascending(values)[Math.floor(values.length / 2)];
export const p95 = (values: number[]) => percentile(ascending(values), 0.95);
