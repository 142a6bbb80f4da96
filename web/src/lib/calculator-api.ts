import type { Calculator, CalculatorContext } from "#core/schemas/calculator";
import type { ClubWithDetails } from "#core/schemas/federation-lists";
import { api } from "./api";

/** `context` as the server answers it: who saved, when, and the version the next save must send back. */
export interface SavedContext {
  lastUpdate?: string;
  modifier?: string;
  version?: number;
}

export interface HistoryEntry {
  version: number;
  modifier: string;
  savedAt: string | number;
}

/** GET calculation/retrieve: the document of the organization (club, or federation template). */
export function retrieveCalculation(organizationId: string) {
  return api.get<(Calculator & { context?: CalculatorContext }) | null>("/calculation/retrieve", {
    organizationId,
  });
}

// Store, history and restore act on a season: features/seasons/seasons-api.ts (out of the first screen's code).

export function getClub(clubId: string) {
  return api.get<{ id: string; name: string; logo?: string | null }>(`/club/${encodeURIComponent(clubId)}`, {
    organizationId: clubId,
  });
}

/** How many admins and open admin invitations the club has (api.md: together below 4). */
export async function clubAdminsAndInvitations(clubId: string) {
  const club = await api.get<ClubWithDetails>(`/club/${encodeURIComponent(clubId)}`, {
    organizationId: clubId,
  });
  return club.details.admins.length + club.details.invitations.length;
}

export function renameClub(clubId: string, name: string) {
  return api.patch<{ id: string; name: string }>(
    `/club/${encodeURIComponent(clubId)}`,
    { input: { name } },
    { organizationId: clubId },
  );
}

export function leaveClub(clubId: string) {
  return api.get<null>(`/club/leave/${encodeURIComponent(clubId)}`, { organizationId: clubId });
}

export function inviteClubAdmin(clubId: string, emails: string[]) {
  return api.post<{ invitationId: string }>(
    "/invitation/user",
    { request: { emails, clubId } },
    { organizationId: clubId },
  );
}
