// The CSP forbids eval ('unsafe-eval' stays off). At its first parse zod probes `new Function("")` to
// decide whether to compile fast parsers, and that probe is reported as a CSP violation in the
// browser's Issues panel (Lighthouse best practices). Zod keeps its settings on this global, read at
// parse time, so setting it here (before or after zod loads) avoids the probe without bundling zod.
const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
host.__zod_globalConfig ??= {};
host.__zod_globalConfig.jitless = true;

export {};
