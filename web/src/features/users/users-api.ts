import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserListRow } from "#core/schemas/user";
import { api } from "../../lib/api";

/** A mail kept by the local outbox (embedded default, no mail service configured). */
interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: number;
}

const DAY_MS = 24 * 60 * 60_000;
const usersKey = ["users", "list"] as const;

/** product.md section 9: the users list is cached a day; a deletion or the refresh button reloads it. */
export function useUserList(filter: string) {
  const trimmed = filter.trim();
  return useQuery({
    queryKey: [...usersKey, trimmed],
    queryFn: () =>
      api.get<UserListRow[]>(trimmed ? `/user/list/${encodeURIComponent(trimmed)}` : "/user/list"),
    staleTime: DAY_MS,
    // The whole list is kept as long as it is fresh, even while the admin is on another page; a
    // search's answers go after the default five minutes.
    gcTime: trimmed ? undefined : DAY_MS,
    placeholderData: keepPreviousData,
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<null>(`/user/${encodeURIComponent(userId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useRefreshUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: usersKey });
}

/** Always fresh: the admin opens it right after someone asked for a reset link. */
export function useOutbox() {
  return useQuery({
    queryKey: ["users", "outbox"],
    queryFn: () => api.get<OutboxMail[]>("/user/outbox"),
    staleTime: 0,
  });
}
