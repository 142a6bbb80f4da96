import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** A licence the person bought, as GET /api/payment/status describes it. */
export interface Licence {
  id: string;
  /** PayPal's state (ACTIVE, CANCELLED, SUSPENDED, EXPIRED...), or PAYMENT_FAILED, REFUNDED. */
  status: string;
  /** Epoch ms: paid until then; an active subscription renews on that date. */
  paidThrough: number | null;
  createdAt: number;
  invitationId: string | null;
  invitationUsable: boolean;
  club: { id: string; name: string } | null;
}

interface PaymentStatus {
  configured: boolean;
  price: number;
  currency: string;
  clientId: string | null;
  planId: string | null;
  sdkUrl: string | null;
  subscriptions: Licence[];
}

export interface Approval {
  subscriptionId: string;
  /** PayPal has the approval but has not activated the subscription yet: ask again shortly. */
  pending: boolean;
  invitationId: string | null;
  granted: boolean;
}

export const paymentStatusKey = ["payment", "status"] as const;

export function usePaymentStatus() {
  // Always fresh on arrival: a renewal, a cancellation or a club created elsewhere must show.
  return useQuery({
    queryKey: paymentStatusKey,
    queryFn: () => api.get<PaymentStatus>("/payment/status"),
    staleTime: 0,
    refetchOnMount: "always",
  });
}

/** The server checks the subscription with PayPal before it grants anything. */
export function approveSubscription(subscriptionID: string): Promise<Approval> {
  return api.post<Approval>("/payment/approve", { subscriptionID });
}
