import { QueryClient } from "@tanstack/react-query";
import { APP_CLOSED, ApiError } from "./api-error";

/** Retries only what may pass on a second try: network failures and a briefly unavailable server. */
function worthRetrying(failures: number, error: unknown): boolean {
  if (failures >= 2 || !(error instanceof ApiError) || error.code === APP_CLOSED) return false;
  return (
    error.httpStatus === 0 || error.httpStatus === 502 || error.httpStatus === 503 || error.httpStatus === 504
  );
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: worthRetrying, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
