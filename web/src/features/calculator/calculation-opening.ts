import { hasAccessToken } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { retrieveCalculation } from "../../lib/calculator-api";
import { loadCalculatorSchema } from "../../lib/calculator-model/calculator-schema";

// The route's loader asks for the document as the navigation starts, so it travels while the screen's
// code loads instead of after it (decision 090). Kept in the query cache: a second asker joins the
// request on its way, a session change clears it (session.ts), and an answer is used once.
const FRESH_MS = 10_000;
const keyOf = (organizationId: string) => ["calculation", "opening", organizationId] as const;
const options = (organizationId: string) => ({
  queryKey: keyOf(organizationId),
  queryFn: () => retrieveCalculation(organizationId),
  staleTime: FRESH_MS,
  // As before the preload: a failure shows at once, with the screen's retry button.
  retry: false,
});

/** Starts GET calculation/retrieve for a calculator about to open; nothing without a session. */
export function preloadCalculation(organizationId: string | undefined): void {
  if (!organizationId || !hasAccessToken()) return;
  void queryClient.prefetchQuery(options(organizationId));
  // The schema that reads the document comes along with it, in a module task of its own (decision 101).
  void loadCalculatorSchema().catch(() => {});
}

/** The document to open: the preloaded answer if recent or on its way, else a new request. */
export async function openCalculation(organizationId: string) {
  try {
    return await queryClient.fetchQuery(options(organizationId));
  } finally {
    // Used once: a retry or a later opening asks the server again.
    queryClient.removeQueries({ queryKey: keyOf(organizationId), exact: true });
  }
}
