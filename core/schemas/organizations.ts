import { z } from "zod";
import { emailSchema } from "./auth";

const name = z.string({ error: "error_name_required" }).trim().min(1, "error_name_required").max(160);
const id = z.string().trim().min(1).max(64);

// A day (YYYY-MM-DD), or an ISO 8601 date and time as earlier clients sent it (only its day is kept).
const isoDay = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A day that exists in the calendar: 2027-02-29 and 2026-13-01 do not. */
export function isCalendarDate(value: string): boolean {
  const match = isoDay.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export const federationInputSchema = z.object({
  name,
  logo: z
    .url({ error: "error_logo_url", protocol: /^https?$/ })
    .max(500)
    .or(z.string().regex(/^\/[\w./-]+$/, "error_logo_url")),
  subdomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/, "error_subdomain")
    .nullish()
    .or(z.literal("").transform(() => null)),
  contact: emailSchema,
  quota: z.coerce.number({ error: "error_quota_number" }).int().min(0).max(100_000).default(0),
  hasCustomization: z.boolean().default(false),
  contractEnd: z
    .string()
    .trim()
    .refine(isCalendarDate, "error_date")
    .transform((v) => v.slice(0, 10)),
});
export const federationCreateSchema = z.object({ request: federationInputSchema });
export const federationUpdateSchema = z.object({ request: federationInputSchema.extend({ id }) });

/** Invitation codes: case-insensitive, dashes and spaces ignored. */
export const invitationCode = z
  .string({ error: "invitation_required" })
  .trim()
  .min(1, "invitation_required")
  .max(40)
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ""));

const emails = z.array(emailSchema).max(10).default([]);

export const federationInvitationSchema = z.object({ request: z.object({ emails, federationId: id }) });
export const clubInvitationSchema = z.object({
  request: z.object({
    emails,
    federationId: id,
    name,
    amount: z.coerce.number().int().min(1, "not_in_range"),
  }),
});
export const clubAdminInvitationSchema = z.object({ request: z.object({ emails, clubId: id }) });
export const joinSchema = z.object({ input: z.object({ invitationId: invitationCode }) });

export const clubInputSchema = z.object({
  name: z.string({ error: "club_name_required" }).trim().min(1, "club_name_required").max(160),
  code: z.string({ error: "club_code_required" }).trim().min(1, "club_code_required").max(40),
  zipCode: z.string({ error: "club_zip_required" }).trim().min(1, "club_zip_required").max(10),
  league: z.string().trim().max(120).default(""),
  invitationId: invitationCode,
  /** The sports federation picked in the form's list (a name, or 'Other'); not the contract federation. */
  federation: z.string().trim().max(160).default(""),
});
export const clubCreateSchema = z.object({ input: clubInputSchema });

/**
 * federation/addClub: with a club invitation like club/create, or, for an admin of the federation,
 * straight on the federation's quota (federationId instead of an invitation).
 */
export const addClubSchema = z.object({
  input: clubInputSchema
    .extend({ invitationId: invitationCode.optional(), federationId: id.optional() })
    .refine((v) => v.invitationId || v.federationId, {
      message: "invitation_required",
      path: ["invitationId"],
    }),
});
export const clubRenameSchema = z.object({
  input: z.object({ name: z.string().trim().min(1, "club_name_required").max(160) }),
});
