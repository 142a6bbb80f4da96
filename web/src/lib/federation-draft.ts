import { federationInputSchema } from "../../../core/schemas/organizations";
import type { Federation } from "./federations";
import { check, type FieldErrors, serverField } from "./validate";

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
  return { name: "", logo: "", contact: "", quota: "0", contractEnd: isoDate(end), subdomain: "", hasCustomization: false };
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

/** Checks the draft with the server's own schema; an empty field reads "required" rather than "invalid". */
export function checkFederationDraft(draft: FederationDraft) {
  const result = check(federationInputSchema, { ...draft, quota: draft.quota.trim() === "" ? undefined : draft.quota.trim() });
  const errors: FieldErrors<FederationField> = result.ok ? {} : { ...result.errors };
  if (!draft.logo.trim()) errors.logo = "error_logo_required";
  if (draft.quota.trim() === "") errors.quota = "error_quota_required";
  else if (!/^\d+$/.test(draft.quota.trim())) errors.quota = "error_quota_number";
  if (!draft.contractEnd) errors.contractEnd = "error_date_required";
  if (!result.ok || Object.keys(errors).length) return { ok: false as const, errors };
  return { ok: true as const, data: result.data };
}

const draftFields: FederationField[] = ["name", "logo", "contact", "quota", "contractEnd", "subdomain", "hasCustomization"];

/** The field a refused create or update concerns, with its validation key (a taken subdomain is a 409). */
export function federationServerErrors(error: unknown): FieldErrors<FederationField> {
  const field = serverField(error, draftFields);
  if (!field) return {};
  if (field === "subdomain" && (error as { httpStatus?: number }).httpStatus === 409) return { subdomain: "error_subdomain_taken" };
  const message = (error as Error).message;
  return /^[a-z_]+$/i.test(message) ? { [field]: message } : {};
}
