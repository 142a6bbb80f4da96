import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { federationInputSchema } from "#core/schemas/organizations";
import type { Federation } from "./federations";
import { serverField } from "./server-field";

/** Field name -> validation key (`error_email_required`), the first problem of each field. */
type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The federation form as typed (product.md section 5); numbers and dates stay text until checked. */
export interface FederationDraft {
  name: string;
  logo: string;
  contact: string;
  quota: string;
  contractEnd: string;
  subdomain: string;
  hasCustomization: boolean;
}

export type FederationField = keyof FederationDraft;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A new federation: quota 0 and a contract ending one year from today (product.md section 9). */
export function emptyFederationDraft(today = new Date()): FederationDraft {
  const end = new Date(today);
  end.setFullYear(end.getFullYear() + 1);
  return {
    name: "",
    logo: "",
    contact: "",
    quota: "0",
    contractEnd: isoDate(end),
    subdomain: "",
    hasCustomization: false,
  };
}

export function draftOf(federation: Federation): FederationDraft {
  return {
    name: federation.name,
    logo: federation.logo,
    contact: federation.contact,
    quota: String(federation.quota),
    contractEnd: federation.contractEnd.slice(0, 10),
    subdomain: federation.subdomain ?? "",
    hasCustomization: federation.hasCustomization,
  };
}

/**
 * The form's rules: the server's own schema, after the checks that read better on a form (an empty
 * field reads "required" rather than "invalid"; the quota is whole digits).
 */
const federationForm = federationInputSchema.extend({
  logo: z
    .string()
    .refine((logo) => logo.trim() !== "", "error_logo_required")
    .pipe(federationInputSchema.shape.logo),
  quota: z
    .string()
    .trim()
    .min(1, "error_quota_required")
    .regex(/^\d+$/, "error_quota_number")
    .pipe(federationInputSchema.shape.quota as z.ZodType<number, string>),
  contractEnd: z.string().min(1, "error_date_required").pipe(federationInputSchema.shape.contractEnd),
});

export type CheckedFederation = z.output<typeof federationForm>;
export const federationResolver = zodResolver(federationForm) as Resolver<
  FederationDraft,
  unknown,
  CheckedFederation
>;

const draftFields: FederationField[] = [
  "name",
  "logo",
  "contact",
  "quota",
  "contractEnd",
  "subdomain",
  "hasCustomization",
];

/** The field a refused create or update concerns, with its validation key (a taken subdomain is a 409). */
export function federationServerErrors(error: unknown): FieldErrors<FederationField> {
  const field = serverField(error, draftFields);
  if (!field) return {};
  if (field === "subdomain" && (error as { httpStatus?: number }).httpStatus === 409)
    return { subdomain: "error_subdomain_taken" };
  const message = (error as Error).message;
  return /^[a-z_]+$/i.test(message) ? { [field]: message } : {};
}
