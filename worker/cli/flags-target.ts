/**
 * `npm run flags` writes the flags table of the database it is given, which only the Node server reads.
 * The Worker reads KV: a `set app-closed true` against Turso would "succeed" and close nothing. A remote
 * database is refused with the wrangler command that does reach the Worker (issue 24.7), unless the
 * operator says a Node server runs on it (`--node-server`).
 */
export function remoteFlagsRefusal(databaseUrl: string, args: string[]): string | null {
  if (args.includes("--node-server")) return null;
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return null;
  }
  if (url.protocol === "file:" || url.protocol === ":memory:") return null;
  // A libSQL server on this machine (turso dev, the tests' server) is local, like a file.
  if (
    (url.protocol === "http:" || url.protocol === "ws:") &&
    ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)
  )
    return null;
  const [command, name, value] = args.filter((arg) => arg !== "--node-server");
  const kv = "npx wrangler kv key";
  const where = "--binding FLAGS --env production --remote";
  const wrangler =
    command === "set" && name && value !== undefined
      ? `${kv} put ${where} ${name} ${shellQuote(value)}`
      : `${kv} list ${where}`;
  return [
    `DATABASE_URL is a remote database (${url.host}): the Worker reads its flags from KV, not from this database, so this would change nothing it sees.`,
    `On Cloudflare run instead (--env staging for staging):`,
    `  ${wrangler}`,
    `If a Node server (npm start) runs on this database, add --node-server.`,
  ].join("\n");
}

function shellQuote(value: string) {
  return /^[\w.-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
