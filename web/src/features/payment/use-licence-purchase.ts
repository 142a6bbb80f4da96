import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { type Approval, approveSubscription, paymentStatusKey } from "./payment-api";

export type PurchaseState =
  | { step: "idle" }
  | { step: "verifying"; subscriptionId: string }
  | { step: "pending"; subscriptionId: string }
  | { step: "done"; approval: Approval }
  | { step: "failed"; reason: "process" | "noId"; subscriptionId?: string };

const RETRY_MS = 3000;
const MAX_TRIES = 10;

/**
 * After PayPal's approval: the server verifies the subscription with PayPal and grants the licence.
 * While PayPal is still activating it, the server answers "pending" and we ask again a few times.
 */
export function useLicencePurchase() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PurchaseState>({ step: "idle" });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const approved = useCallback(
    async (subscriptionId: string | null) => {
      if (!subscriptionId) return setState({ step: "failed", reason: "noId" });
      setState({ step: "verifying", subscriptionId });
      try {
        for (let attempt = 1; alive.current; attempt++) {
          const approval = await approveSubscription(subscriptionId);
          if (!approval.pending) {
            setState({ step: "done", approval });
            break;
          }
          if (attempt >= MAX_TRIES) {
            setState({ step: "pending", subscriptionId });
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      } catch (error) {
        console.error("The subscription could not be verified.", error);
        setState({ step: "failed", reason: "process", subscriptionId });
      } finally {
        await queryClient.invalidateQueries({ queryKey: paymentStatusKey });
      }
    },
    [queryClient],
  );

  const failed = useCallback((error: unknown) => {
    console.error("PayPal reported an error during the subscription.", error);
    setState({ step: "failed", reason: "process" });
  }, []);

  return { state, approved, failed, reset: () => setState({ step: "idle" }) };
}
