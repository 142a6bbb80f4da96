import { api } from "../../lib/api";
import type { FederationInvitation } from "../../lib/federations";

type FederationRequest = {
  name: string;
  logo: string;
  contact: string;
  quota: number;
  contractEnd: string;
  subdomain?: string | null;
  hasCustomization: boolean;
};

/** The calls of the federation screen (product.md section 7); permissions are the server's. */
export const federationApi = {
  update: (id: string, request: FederationRequest) =>
    api.post("/federation/update", { request: { ...request, id } }, { organizationId: id }),
  leave: (id: string) =>
    api.post(`/federation/leave/${encodeURIComponent(id)}`, undefined, { organizationId: id }),
  remove: (id: string) => api.delete(`/federation/remove/${encodeURIComponent(id)}`, { organizationId: id }),
  inviteAdmin: (federationId: string, emails: string[]) =>
    api.post<FederationInvitation>(
      "/invitation/federation",
      { request: { emails, federationId } },
      { organizationId: federationId },
    ),
  inviteClub: (federationId: string, input: { emails: string[]; name: string; amount: number }) =>
    api.post<FederationInvitation>(
      "/invitation/club",
      { request: { ...input, federationId } },
      { organizationId: federationId },
    ),
};
