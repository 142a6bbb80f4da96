// autocannon ships no types: the few the load bench uses (tests/bench/load.bench.ts).
declare module "autocannon" {
  namespace autocannon {
    type Request = Record<string, unknown>;
  }
  /* eslint-disable @typescript-eslint/no-explicit-any -- autocannon ships no types; its result is read loosely */
  function autocannon(
    options: Record<string, unknown>,
    callback?: (error: unknown, result: any) => void,
  ): any;
  /* eslint-enable @typescript-eslint/no-explicit-any */
  export = autocannon;
}
