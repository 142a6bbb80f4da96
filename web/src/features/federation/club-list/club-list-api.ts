import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClubListRow, ClubWithDetails } from "#core/schemas/federation-lists";
import { api } from "../../../lib/api";

/** product.md sections 4 and 9: the club list is cached 24 h, each club's details 1 h. */
const CLUB_LIST_TTL_MS = 24 * 3600 * 1000;
const CLUB_DETAILS_TTL_MS = 3600 * 1000;

/** Every season's list of the federation (a prefix: removing or adding a club drops them all). */
export const clubListKey = (federationId: string) => ["federation-clubs", federationId] as const;
const clubDetailsKey = (clubId: string) => ["club-details", clubId] as const;

/** The club list with the members and fees of a season (treasurer.md section 1); undefined: the current one. */
export function useClubList(federationId: string, season?: string) {
  return useQuery({
    queryKey: [...clubListKey(federationId), season ?? ""],
    queryFn: () =>
      api.get<ClubListRow[]>("/club/list", { query: { federationId, season }, organizationId: federationId }),
    staleTime: CLUB_LIST_TTL_MS,
    // Kept as long as it is fresh, even while the person looks at another tab.
    gcTime: CLUB_LIST_TTL_MS,
  });
}

export function useClubDetails(clubId: string, federationId: string) {
  return useQuery({
    queryKey: clubDetailsKey(clubId),
    queryFn: () =>
      api.get<ClubWithDetails>(`/club/${encodeURIComponent(clubId)}`, { organizationId: federationId }),
    staleTime: CLUB_DETAILS_TTL_MS,
    gcTime: CLUB_DETAILS_TTL_MS,
    retry: false,
  });
}

/** Removing or adding a club drops the cached list (section 4), so the next view is the server's. */
export function useRemoveClub(federationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clubId: string) =>
      api.delete<null>(`/club/remove/${encodeURIComponent(clubId)}`, { organizationId: federationId }),
    onSettled: (_data, _error, clubId) => {
      client.removeQueries({ queryKey: clubDetailsKey(clubId) });
    },
  });
}

export interface NewClub {
  name: string;
  code: string;
  zipCode: string;
  league: string;
  federationId: string;
}

export function useAddClub(federationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewClub) =>
      api.post<{ id: string; invitationId: string }>(
        "/federation/addClub",
        { input },
        { organizationId: federationId },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: clubListKey(federationId) }),
  });
}

export function useInviteClubAdmin(federationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { clubId: string; emails: string[] }) =>
      api.post<{ invitationId: string }>("/invitation/user", { request }, { organizationId: federationId }),
    onSuccess: (_data, request) => client.invalidateQueries({ queryKey: clubDetailsKey(request.clubId) }),
  });
}
