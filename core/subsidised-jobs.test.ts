import { describe, expect, it } from "vitest";
import { workedExample } from "./cost-model";
import { subsidisedJobsAsSubsidies } from "./subsidised-jobs";

describe("subsidised jobs as subsidies", () => {
  it("moves each SJB line to the global subsidies with its name and amount, and numbers the benefits again", () => {
    const doc = workedExample("club");
    const withJobs = {
      ...doc,
      benefits: [
        {
          index: 0,
          benefitType: "SJB" as const,
          code: "PEC" as const,
          name: "Contrat PEC",
          hours: 6000,
          rate: 1,
        },
        ...doc.benefits.map((b) => ({ ...b, index: b.index + 1 })),
        {
          index: 4,
          benefitType: "SJB" as const,
          code: "ANS" as const,
          name: "Aide ANS",
          hours: 0,
          rate: 1,
          readonly: true,
          type: "template",
        },
      ],
    };
    const moved = subsidisedJobsAsSubsidies(withJobs);
    expect(moved.globalSubsidies).toEqual([
      ...doc.globalSubsidies,
      { name: "Contrat PEC", value: 6000 },
      { name: "Aide ANS", value: 0, readonly: true, type: "template" },
    ]);
    expect(moved.benefits).toEqual(doc.benefits);
  });

  it("leaves a document without SJB lines as it is (the worked example keeps every figure)", () => {
    const doc = workedExample("club");
    expect(subsidisedJobsAsSubsidies(doc)).toBe(doc);
  });
});
