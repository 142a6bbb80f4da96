// The phone's CPU slowdown, calibrated to the machine that runs Lighthouse (decision 091).
// Lighthouse's phone multiplies the CPU time it observes by 4, which its documentation
// (docs/throttling.md, "Calibrating the CPU slowdown") sets for a host whose benchmarkIndex is 1500-2000
// and asks to calibrate elsewhere: on a faster host 4x emulates a faster phone than meant, on a busy one a
// slower one. The multiplier here is the host's index over the emulated phone's (500: Lighthouse's 4x on
// a 2000 host), measured with Lighthouse's own benchmark just before each run.
import { throttling } from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** A positive number from the environment, or the default; anything else stops the run. */
function positive(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not "${text}"`);
  return value;
}

/** The benchmarkIndex of the emulated phone; LIGHTHOUSE_PHONE_INDEX changes it. */
const PHONE_INDEX = positive("LIGHTHOUSE_PHONE_INDEX", 500);
/** LIGHTHOUSE_CPU_MULTIPLIER fixes the multiplier instead (4 is Lighthouse's own default). */
const fixedMultiplier = positive("LIGHTHOUSE_CPU_MULTIPLIER", null);
// Never faster than the host, never beyond what the documentation's table suggests for a low-end phone.
const MIN_MULTIPLIER = 1;
const MAX_MULTIPLIER = 10;

/** How the multiplier was chosen, for the run's printout. */
export const phoneCpuRule = fixedMultiplier
  ? `fixed at ${fixedMultiplier}x by LIGHTHOUSE_CPU_MULTIPLIER`
  : `this machine's benchmark index over ${PHONE_INDEX}, measured on a blank page just before each run (decision 091); the table's machine index is Lighthouse's own reading, a second later`;

/**
 * Measures the host (about a second) and gives the multiplier for the phone. On a blank page, as
 * Lighthouse measures it: a page left open by an earlier run would lend its heap and timers to it.
 */
export async function phoneCpuMultiplier(page) {
  if (fixedMultiplier) return fixedMultiplier;
  await page.goto("about:blank");
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const multiplier = Math.round((index / PHONE_INDEX) * 10) / 10;
  return Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, multiplier));
}

/** Lighthouse's default (phone) configuration, with the CPU slowdown given. */
export function phoneConfig(cpuSlowdownMultiplier) {
  return {
    extends: "lighthouse:default",
    settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } },
  };
}
