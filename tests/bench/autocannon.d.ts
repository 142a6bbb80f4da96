// autocannon ships no types: the few the load bench uses (tests/bench/load.bench.ts).
declare module "autocannon" {
  namespace autocannon {
    type Request = Record<string, unknown>;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function autocannon(options: Record<string, unknown>, callback?: (error: unknown, result: any) => void): any;
  export = autocannon;
}
