import { eq } from "drizzle-orm";
import { federations } from "../../db/schema";
import type { Database } from "../../db/database";

/** The federation a host's subdomain belongs to, or null when no federation has it. */
export async function federationIdOfSubdomain(db: Database, subdomain: string): Promise<string | null> {
  const [row] = await db
    .select({ id: federations.id })
    .from(federations)
    .where(eq(federations.subdomain, subdomain))
    .limit(1);
  return row?.id ?? null;
}
