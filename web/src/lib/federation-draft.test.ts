import { describe, expect, it } from "vitest";
import { type FederationDraft, emptyFederationDraft, federationResolver } from "./federation-draft";

async function run(values: FederationDraft) {
  const result = await federationResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return Object.keys(errors).length ? { errors } : { data: result.values };
}

const draft = {
  ...emptyFederationDraft(new Date("2026-11-25")),
  name: "Ligue",
  logo: "https://x.org/l.png",
  contact: "Boss@Ligue.org",
  quota: " 12 ",
};

describe("the federation form (product.md section 5)", () => {
  it("says 'required' for empty fields rather than 'invalid'", async () => {
    expect(await run({ ...emptyFederationDraft(), quota: "", contractEnd: "" })).toEqual({
      errors: {
        name: "error_name_required",
        logo: "error_logo_required",
        contact: "error_email_required",
        quota: "error_quota_required",
        contractEnd: "error_date_required",
      },
    });
  });

  it("wants whole digits for the quota and a link for the logo", async () => {
    expect(await run({ ...draft, quota: "1.5", logo: "logo" })).toEqual({
      errors: { quota: "error_quota_number", logo: "error_logo_url" },
    });
  });

  it("sends what the server's schema makes of a good draft", async () => {
    expect(await run(draft)).toEqual({
      data: {
        name: "Ligue",
        logo: "https://x.org/l.png",
        contact: "boss@ligue.org",
        quota: 12,
        contractEnd: "2027-11-25",
        subdomain: null,
        hasCustomization: false,
      },
    });
  });
});
