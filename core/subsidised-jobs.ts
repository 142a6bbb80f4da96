import { TEMPLATE_LINE_TYPE } from "./calculator-template";
import type { Benefit, Line } from "./schemas/calculator";

/**
 * Subsidised jobs (SJB: ANS, DRAJES, PEC) are cash grants, not benefits in kind (treasurer.md
 * section 4, docs/decisions/139). Migration 0013 moved the stored lines; this does the same to a
 * document a client still sends with such lines (a draft kept in a browser, an API client): each
 * becomes a global subsidy after the others, with its name and amount (hours x rate), readonly and
 * marked when the federation template brought it. Documents without one come back unchanged.
 */
export function subsidisedJobsAsSubsidies<D extends { benefits: Benefit[]; globalSubsidies: Line[] }>(
  doc: D,
): D {
  if (!doc.benefits.some((benefit) => benefit.benefitType === "SJB")) return doc;
  const jobs = doc.benefits.filter((benefit) => benefit.benefitType === "SJB");
  const subsidies = jobs.map((job): Line => {
    const line: Line = { name: job.name, value: job.hours * job.rate };
    return job.type === TEMPLATE_LINE_TYPE ? { ...line, readonly: true, type: TEMPLATE_LINE_TYPE } : line;
  });
  const benefits = doc.benefits
    .filter((benefit) => benefit.benefitType !== "SJB")
    .map((benefit, index) => ({ ...benefit, index }));
  return { ...doc, benefits, globalSubsidies: [...doc.globalSubsidies, ...subsidies] };
}
