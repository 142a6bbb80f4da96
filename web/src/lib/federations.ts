import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "./api";
import { queryClient } from "./query-client";
import { readStored, storageKeys, writeStored } from "./storage";

export interface FederationInvitation {
  invitationId: string;
  name: string;
  /** Units left: clubs that may still be created with it (club), 1 for an admin invitation. */
  quota: number;
  type: "club" | "adminFede";
  /** When it stops being usable (epoch ms; decision 117). */
  expiresAt: number | null;
}

/** GET federation/{id} (product.md section 3, with what the details screen needs). */
export interface Federation {
  id: string;
  name: string;
  logo: string;
  subdomain: string | null;
  contact: string;
  /** Clubs that may still be created under the contract. */
  quota: number;
  clubs: number;
  hasCustomization: boolean;
  contractEnd: string;
  currency: string;
  invitationQuotaLeft: number;
  /** The caller administers this federation (may leave it). */
  member: boolean;
  invitations: { club: FederationInvitation[]; admin: FederationInvitation[] };
}

/** product.md sections 4 and 9: the federation cache lives one day unless a reload is forced. */
export const FEDERATION_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const cacheKey = (id: string) => `${storageKeys.cachePrefix}federation.${id}`;

interface Cached {
  savedAt: number;
  data: Federation;
}

export function readCachedFederation(id: string, now = Date.now()): Federation | null {
  const raw = readStored(cacheKey(id));
  if (!raw) return null;
  try {
    const cached = JSON.parse(raw) as Cached;
    if (
      typeof cached.savedAt !== "number" ||
      now - cached.savedAt >= FEDERATION_CACHE_TTL_MS ||
      cached.data?.id !== id
    )
      return null;
    return cached.data;
  } catch {
    return null;
  }
}

export function cacheFederation(data: Federation, now = Date.now()): void {
  writeStored(cacheKey(data.id), JSON.stringify({ savedAt: now, data } satisfies Cached));
}

export function forgetFederation(id: string): void {
  try {
    localStorage.removeItem(cacheKey(id));
  } catch {
    /* nothing stored */
  }
}

/** The cached copy while it is fresh, else (or when forced) the server's, which is then kept. */
export async function loadFederation(id: string, options: { force?: boolean } = {}): Promise<Federation> {
  const cached = options.force ? null : readCachedFederation(id);
  if (cached) return cached;
  const data = await api.get<Federation>(`/federation/${encodeURIComponent(id)}`, { organizationId: id });
  cacheFederation(data);
  return data;
}

const federationQueryKey = (id: string) => ["federation", id] as const;

/** The federation and a `reload()` that bypasses the cache (after an update or a new invitation). */
export function useFederation(id: string) {
  const query = useQuery({
    queryKey: federationQueryKey(id),
    queryFn: () => loadFederation(id),
    enabled: !!id,
    staleTime: FEDERATION_CACHE_TTL_MS,
  });
  const reload = useCallback(async () => {
    const fresh = await loadFederation(id, { force: true });
    queryClient.setQueryData(federationQueryKey(id), fresh);
    return fresh;
  }, [id]);
  return { ...query, reload };
}
