/** What the federation screen hands to its Club list and Statistics tabs (each lives in its own folder). */
export interface FederationTabProps {
  federationId: string;
}
