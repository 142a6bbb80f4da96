import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Spinner } from "../../components/spinner";
import { LicenceInvitation } from "./licence-list";
import type { Licence } from "./payment-api";
import type { PurchaseState } from "./use-licence-purchase";

/** What happened after PayPal's approval: checking, the subscription id and its invitation, or the error. */
export function PurchaseResult({ state, licences }: { state: PurchaseState; licences: Licence[] }) {
  const { t } = useTranslation();
  if (state.step === "idle") return null;
  if (state.step === "verifying") {
    return (
      <p role="status" className="surface flex items-center gap-3 p-5 text-sm">
        <Spinner className="size-5 text-brand" /> {t("payment.verifying")}
      </p>
    );
  }
  if (state.step === "pending")
    return <Alert tone="info">{t("payment.pending", { id: state.subscriptionId })}</Alert>;
  if (state.step === "failed") {
    return (
      <Alert tone="error">
        <p className="font-semibold">
          {t(state.reason === "noId" ? "payment.errors.noId" : "payment.errors.process")}
        </p>
        {state.subscriptionId ? (
          <p className="mt-1">{t("payment.errors.keepId", { id: state.subscriptionId })}</p>
        ) : null}
      </Alert>
    );
  }
  const { approval } = state;
  const licence = licences.find((item) => item.id === approval.subscriptionId);
  return (
    <section
      aria-labelledby="purchase-title"
      className="surface flex flex-col gap-4 border-emerald-300 p-5 dark:border-emerald-900"
    >
      <Alert tone="success">
        <h2 id="purchase-title" className="font-semibold">
          {t(approval.granted ? "payment.thanks" : "payment.alreadyGranted")}
        </h2>
        <p className="mt-1">
          {t("payment.subscriptionId")}{" "}
          <strong className="font-mono" data-testid="subscription-id">
            {approval.subscriptionId}
          </strong>
        </p>
      </Alert>
      <LicenceInvitation
        licence={licence ?? { invitationId: approval.invitationId, invitationUsable: true, club: null }}
      />
    </section>
  );
}
