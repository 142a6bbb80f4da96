import { eq } from "drizzle-orm";
import { emailSchema, PASSWORD_MIN_LENGTH } from "#core/schemas/auth";
import { users } from "../../db/schema";
import type { Database } from "../../deps";
import { hashPassword, randomToken } from "../auth/password-hash";
import { spendResetLinks } from "../auth/password-reset";

export interface GlobalAdminResult {
  email: string;
  created: boolean;
  /** Set when the command chose the password: shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * The operator's way to the first global admin (docs/deploy.md): creates the account, or promotes an
 * existing one. A password is given (8+ characters) or generated at random; there is no default one.
 */
export async function ensureGlobalAdmin(
  db: Database,
  rawEmail: string,
  password?: string,
): Promise<GlobalAdminResult> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new Error(`Not a valid e-mail address: ${rawEmail}`);
  const email = parsed.data;
  if (password !== undefined && password.trim().length < PASSWORD_MIN_LENGTH)
    throw new Error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    const passwordHash = password ? await hashPassword(password.trim()) : undefined;
    const now = Date.now();
    const promote = db
      .update(users)
      .set({ isAdmin: true, ...(passwordHash ? { passwordHash } : {}), updatedAt: now })
      .where(eq(users.id, existing.id));
    // A new password spends the account's open reset links, as any password change does.
    if (passwordHash) await db.batch([promote, spendResetLinks(db, existing.id, now)]);
    else await promote;
    return { email, created: false };
  }
  const generatedPassword = password ? undefined : randomToken(15);
  await db.insert(users).values({
    id: crypto.randomUUID(),
    email,
    passwordHash: await hashPassword((password ?? generatedPassword ?? "").trim()),
    isAdmin: true,
  });
  return { email, created: true, generatedPassword };
}
