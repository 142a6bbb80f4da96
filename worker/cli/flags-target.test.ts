import { describe, expect, it } from "vitest";
import { remoteFlagsRefusal } from "./flags-target";

describe("npm run flags against a remote database", () => {
  it("refuses a Turso database with the wrangler command that reaches the Worker's KV", () => {
    const refusal = remoteFlagsRefusal("libsql://clubcost-production-acme.turso.io", [
      "set",
      "app-closed",
      "true",
    ]);
    expect(refusal).toContain("the Worker reads its flags from KV");
    expect(refusal).toContain(
      "npx wrangler kv key put --binding FLAGS --env production --remote app-closed true",
    );
  });

  it("quotes a banner text and lists with kv key list", () => {
    expect(
      remoteFlagsRefusal("https://db.example.org", [
        "set",
        "warning-banner-text-en",
        "Maintenance at 10 pm, it's short",
      ]),
    ).toContain(`--remote warning-banner-text-en 'Maintenance at 10 pm, it'\\''s short'`);
    expect(remoteFlagsRefusal("libsql://x.turso.io", ["list"])).toContain(
      "npx wrangler kv key list --binding FLAGS --env production --remote",
    );
  });

  it("lets a local file, a libSQL server on this machine, or a named Node server through", () => {
    for (const url of ["file:data/clubcost.db", "http://127.0.0.1:8080", "http://localhost:8080"])
      expect(remoteFlagsRefusal(url, ["set", "app-closed", "true"]), url).toBeNull();
    expect(
      remoteFlagsRefusal("libsql://x.turso.io", ["set", "app-closed", "true", "--node-server"]),
    ).toBeNull();
  });
});
