import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client/web";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LibsqlHttpServer, startLibsqlHttpServer } from "../support/libsql-http-server";

// The test-only server must speak the protocol the unmodified web client speaks, or the Worker tests prove nothing.
let dir: string;
let server: LibsqlHttpServer;
let client: Client;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "clubcost-hrana-"));
  server = await startLibsqlHttpServer({ file: join(dir, "t.db"), authToken: "secret-token" });
  client = createClient({ url: server.url, authToken: "secret-token" });
  await client.execute(
    "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, price REAL, data BLOB)",
  );
});
afterAll(async () => {
  client.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the test libSQL HTTP server, through @libsql/client/web", () => {
  it("executes statements with arguments and keeps integers, reals, text, blobs and null apart", async () => {
    const inserted = await client.execute({
      sql: "INSERT INTO items (name, price, data) VALUES (?, ?, ?)",
      args: ["ball", 12.5, new Uint8Array([1, 2, 3])],
    });
    expect(inserted.rowsAffected).toBe(1);
    expect(inserted.lastInsertRowid).toBe(1n);
    await client.execute({
      sql: "INSERT INTO items (name, price) VALUES (:name, :price)",
      args: { name: "net", price: null },
    });
    const rows = (await client.execute("SELECT id, name, price, data FROM items ORDER BY id")).rows;
    expect(rows[0].id).toBe(1);
    expect(rows[0].name).toBe("ball");
    expect(rows[0].price).toBe(12.5);
    expect(new Uint8Array(rows[0].data as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(rows[1].price).toBeNull();
    expect(server.requests.v2).toBeGreaterThan(0);
  });

  it("runs a batch as one transaction: a failing statement rolls the earlier ones back", async () => {
    await expect(
      client.batch(
        [
          { sql: "INSERT INTO items (name) VALUES (?)", args: ["racket"] },
          { sql: "INSERT INTO items (name) VALUES (?)", args: ["ball"] },
        ],
        "write",
      ),
    ).rejects.toThrow(/UNIQUE/);
    expect((await client.execute("SELECT count(*) AS n FROM items WHERE name = 'racket'")).rows[0].n).toBe(0);
    const results = await client.batch(
      ["INSERT INTO items (name) VALUES ('racket')", "SELECT count(*) AS n FROM items"],
      "write",
    );
    expect(results[1].rows[0].n).toBe(3);
  });

  it("keeps an interactive transaction on its stream across requests", async () => {
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO items (name) VALUES ('shoe')");
    expect((await tx.execute("SELECT count(*) AS n FROM items WHERE name = 'shoe'")).rows[0].n).toBe(1);
    await tx.rollback();
    expect((await client.execute("SELECT count(*) AS n FROM items WHERE name = 'shoe'")).rows[0].n).toBe(0);
  });

  it("answers SQL errors as errors, and refuses a wrong token", async () => {
    await expect(client.execute("SELECT * FROM nowhere")).rejects.toThrow(/no such table/);
    const stranger = createClient({ url: server.url, authToken: "wrong" });
    await expect(stranger.execute("SELECT 1")).rejects.toThrow(/401/);
    stranger.close();
  });
});
