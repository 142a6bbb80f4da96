import { useQuery } from "@tanstack/react-query";
import { api, ApiError } from "../../lib/api";

/** GET invitation/whichOrganization/{id}: who sent the invitation, and for what. */
export interface InvitationOrganization {
  id: string | null;
  name: string;
  logo: string;
  type: "federation" | "club" | "licence";
  invitationType: "club" | "adminFede" | "clubAdmin";
  /** When it stops being usable (epoch ms); null for a paid licence's, which lasts with the licence. */
  expiresAt: number | null;
}

export interface ClubRequest {
  name: string;
  code: string;
  zipCode: string;
  league: string;
  federation: string;
  invitationId: string;
}

export const joinApi = {
  createClub: (input: ClubRequest) => api.post<{ id: string }>("/club/create", { input }),
  join: (invitationId: string) =>
    api.post<{ id: string; type: "federation" | "club" }>("/invitation/join", { input: { invitationId } }),
};

/** Invitation numbers are read without case, spaces or dashes (api.md). */
export function normalizeInvitation(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, "");
}

/** A full number is 16 characters; the lookup starts once it is typed. */
export const INVITATION_LENGTH = 16;

/** Why the server refused a number, when it said so with a text key (expired, sent to another address). */
const refusalReasons = ["invitation_expired", "invitation_other_account"] as const;
export type RefusalReason = (typeof refusalReasons)[number];

export type Lookup =
  | { state: "empty" | "partial" | "checking" }
  | { state: "invalid"; reason?: RefusalReason }
  | { state: "found"; organization: InvitationOrganization };

/** Looks the typed number up as soon as it is complete; unknown or used-up numbers read as invalid. */
export function useInvitationLookup(value: string): Lookup {
  const code = normalizeInvitation(value);
  const complete = code.length === INVITATION_LENGTH;
  const query = useQuery({
    queryKey: ["invitation", "lookup", code],
    queryFn: () =>
      api.get<InvitationOrganization>(`/invitation/whichOrganization/${encodeURIComponent(code)}`),
    enabled: complete,
    retry: false,
    staleTime: 60_000,
  });
  if (!code) return { state: "empty" };
  if (!complete) return { state: code.length > INVITATION_LENGTH ? "invalid" : "partial" };
  if (query.data) return { state: "found", organization: query.data };
  const error = query.error;
  if (error instanceof ApiError && error.httpStatus !== 0) {
    const reason = refusalReasons.find((key) => key === error.message);
    return reason ? { state: "invalid", reason } : { state: "invalid" };
  }
  return { state: "checking" };
}
