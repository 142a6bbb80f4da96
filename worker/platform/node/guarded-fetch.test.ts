import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { guardedImageFetch, publicOnlyLookup } from "./guarded-fetch";

const init = {
  redirect: "manual" as const,
  signal: AbortSignal.timeout(5000),
  headers: { accept: "image/*" },
};

describe("the image proxy's connections on Node", () => {
  it("refuses, at lookup, a name that resolves to a private address", async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", {}, (e) => resolve(e)),
    );
    expect(error?.code).toBe("EHOSTNOTPUBLIC");
  });

  it("never opens the connection to such a name, whatever a check made before it found", async () => {
    // A listener on localhost that would see the connection if the lookup let it through.
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      await expect(
        guardedImageFetch(new URL(`https://localhost:${port}/logo.png`), init),
      ).rejects.toMatchObject({ code: "EHOSTNOTPUBLIC" });
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });
});
