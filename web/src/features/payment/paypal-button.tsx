import { loadScript, type PayPalButtonsComponent } from "@paypal/paypal-js";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Spinner } from "../../components/spinner";

interface PaypalButtonProps {
  clientId: string;
  planId: string;
  sdkUrl: string;
  /** Sent to PayPal as custom_id: the server grants the licence only to this buyer. */
  buyerId: string;
  language: "fr" | "en";
  onApprove: (subscriptionId: string | null) => void;
  onError: (error: unknown) => void;
  onCancel: () => void;
}

/** PayPal's subscription button for the configured plan, loaded with @paypal/paypal-js. */
export function PaypalButton({
  clientId,
  planId,
  sdkUrl,
  buyerId,
  language,
  ...handlers
}: PaypalButtonProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let buttons: PayPalButtonsComponent | null = null;
    let cancelled = false;
    setState("loading");
    loadScript({
      clientId,
      vault: true,
      intent: "subscription",
      components: "buttons",
      sdkBaseUrl: sdkUrl,
      locale: language === "en" ? "en_GB" : "fr_FR",
    })
      .then(async (paypal) => {
        if (cancelled || !container.current) return;
        if (!paypal?.Buttons) throw new Error("PayPal SDK without Buttons");
        buttons = paypal.Buttons({
          style: { layout: "vertical", shape: "rect", label: "subscribe" },
          createSubscription: (_data, actions) =>
            actions.subscription.create({ plan_id: planId, custom_id: buyerId }),
          onApprove: async (data) => latest.current.onApprove(data.subscriptionID ?? null),
          onError: (error) => latest.current.onError(error),
          onCancel: () => latest.current.onCancel(),
        });
        container.current.replaceChildren();
        await buttons.render(container.current);
        if (!cancelled) setState("ready");
      })
      .catch((error: unknown) => {
        // product.md section 8: a failure to load the payment SDK is logged.
        console.error("The PayPal SDK could not be loaded.", error);
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      buttons?.close().catch(() => undefined);
    };
  }, [clientId, planId, sdkUrl, buyerId, language]);

  return (
    <div>
      {state === "loading" ? (
        <p role="status" className="muted flex items-center gap-2 text-sm">
          <Spinner className="size-4" /> {t("payment.sdkLoading")}
        </p>
      ) : null}
      {state === "failed" ? <Alert tone="info">{t("payment.sdkFailed")}</Alert> : null}
      <div ref={container} data-testid="paypal-buttons" className="min-h-0" />
    </div>
  );
}
