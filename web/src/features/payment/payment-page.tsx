import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Button, ButtonLink } from "../../components/button";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../components/icons";
import { PageHeader } from "../../components/page-header";
import { LoadingBlock } from "../../components/spinner";
import { useFlag } from "../../lib/flags";
import { formatAmount } from "../../lib/format";
import { useUiLanguage } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { LICENCE_PRICE_EUR } from "../../lib/product-constants";
import { useCurrentUser } from "../../lib/session";
import { showToast } from "../../lib/toasts";
import { useErrorText } from "../../lib/use-error-text";
import { LicenceList } from "./licence-list";
import { usePaymentStatus } from "./payment-api";
import { InPaymentDocument, useBackToAppDocument } from "./payment-document";
import { PaypalButton } from "./paypal-button";
import { PurchaseResult } from "./purchase-result";
import { useLicencePurchase } from "./use-licence-purchase";

/** The yearly licence that yields a club invitation, bought with PayPal (product.md screen 9). */
export function PaymentPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const onSale = useFlag("payment");
  const user = useCurrentUser();
  const status = usePaymentStatus();
  const purchase = useLicencePurchase();
  const errorText = useErrorText();
  const data = status.data;
  const canBuy = Boolean(onSale && data?.configured && data.clientId && data.planId && data.sdkUrl && user);
  useBackToAppDocument();

  return (
    <div>
      <PageHeader title={t("payment.title")} description={t("payment.intro")} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="licence-title" className="surface flex flex-col gap-5 p-6">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h2 id="licence-title" className="text-lg font-semibold">
                {t("payment.licence")}
              </h2>
              <p className="muted text-sm">{t("payment.licenceText")}</p>
            </div>
            <p className="text-3xl font-semibold tabular-nums" data-testid="licence-price">
              {formatAmount(data?.price ?? LICENCE_PRICE_EUR, language)}
              <span className="muted ml-1 text-base font-normal">{t("payment.perYear")}</span>
            </p>
          </div>
          <ul className="flex flex-col gap-2 text-sm">
            {(["one", "tools", "renew"] as const).map((key) => (
              <li key={key} className="flex items-start gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent" />
                {t(`payment.includes.${key}`)}
              </li>
            ))}
          </ul>
          {canBuy && data && user ? (
            <div className="mx-auto w-full max-w-sm">
              <InPaymentDocument>
                <PaypalButton
                  clientId={data.clientId!}
                  planId={data.planId!}
                  sdkUrl={data.sdkUrl!}
                  buyerId={user.id}
                  language={language}
                  onApprove={purchase.approved}
                  onError={purchase.failed}
                  onCancel={() => showToast(t("payment.cancelled"))}
                />
              </InPaymentDocument>
              <p className="muted mt-2 text-center text-xs">{t("payment.secure")}</p>
            </div>
          ) : null}
        </section>
        <div className="flex flex-col gap-4">
          {status.isPending ? <LoadingBlock label={t("common.loading")} /> : null}
          {status.isError ? (
            <Alert tone="error">
              {errorText(status.error)}{" "}
              <Button variant="link" onClick={() => status.refetch()}>
                {t("common.retry")}
              </Button>
            </Alert>
          ) : null}
          {data && !onSale ? (
            <EmptyState icon="card" title={t("payment.closedTitle")}>
              {t("payment.closed")}
            </EmptyState>
          ) : null}
          {data && onSale && !data.configured ? (
            <EmptyState
              icon="card"
              title={t("payment.unavailableTitle")}
              actions={
                <ButtonLink to={paths.contact} variant="secondary">
                  {t("payment.contactUs")}
                </ButtonLink>
              }
            >
              {t("payment.unavailable")}
            </EmptyState>
          ) : null}
          <PurchaseResult state={purchase.state} licences={data?.subscriptions ?? []} />
          {canBuy && purchase.state.step === "idle" ? (
            <section className="surface p-6 text-sm">
              <h2 className="mb-3 font-semibold">{t("payment.howTitle")}</h2>
              <ol className="flex list-decimal flex-col gap-2 pl-5">
                <li>{t("payment.how.pay")}</li>
                <li>{t("payment.how.invitation")}</li>
                <li>{t("payment.how.club")}</li>
              </ol>
            </section>
          ) : null}
        </div>
      </div>
      {data?.subscriptions.length ? <LicenceList licences={data.subscriptions} /> : null}
    </div>
  );
}
