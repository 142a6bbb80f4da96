import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { computeCalculator } from "#core/cost-model/index";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { PageTitle } from "../../components/page-title";
import { ListSkeleton } from "../../components/skeleton";
import { useFlag } from "../../lib/flags";
import { queryClient } from "../../lib/query-client";
import { userQueryKey, useCurrentUser } from "../../lib/session";
import { showToast } from "../../lib/toasts";
import { useErrorText } from "../../lib/use-error-text";
import { CalculatorEditor } from "./calculator-editor";
import { getClub } from "../../lib/calculator-api";
import "./calculator-print.css";
import "./calculator-screen.css";
import { useCalculatorDocument } from "./save/use-calculator-document";
import { seasonParam } from "../seasons/season-names";

/** The club calculator (product.md screen 11); `template` is the federation's calculator template. */
export function CalculatorPage({ template = false }: { template?: boolean }) {
  const [params] = useSearchParams();
  const season = seasonParam(params.get("season"));
  // Each season is a calculator of its own (treasurer.md section 1): going to another season leaves this
  // one (which saves what is unsaved, in its season) and opens the next afresh, autosave included.
  return <SeasonCalculatorPage key={season ?? ""} template={template} season={season} />;
}

/** One season's calculator; `season` undefined: the current one. */
function SeasonCalculatorPage({ template, season }: { template: boolean; season: string | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { organizationId = "" } = useParams();
  const user = useCurrentUser();
  const inputMembership = useFlag("input-membership");
  const [active, setActive] = useState(true);
  const organization = user?.organizations.find((org) => org.id === organizationId);
  // A global admin may open a club they do not belong to: its name then comes from GET club/{id}.
  const club = useQuery({
    queryKey: ["club", organizationId],
    queryFn: () => getClub(organizationId),
    enabled: active && !template && !!user && !organization,
    staleTime: 60 * 60_000,
  });
  const [renamed, setRenamed] = useState<string | null>(null);
  const name = renamed ?? organization?.name ?? club.data?.name ?? "";
  const document = useCalculatorDocument({
    organizationId,
    season,
    userId: user?.id,
    inputMembership,
    active,
  });
  const stop = useCallback(() => setActive(false), []);

  const onRenamed = useCallback(
    (next: string) => {
      setRenamed(next);
      showToast(t("message.clubUpdated"), "success");
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    [t],
  );

  const result = useMemo(
    () => (document.doc ? computeCalculator(document.doc, { inputMembership }) : null),
    [document.doc, inputMembership],
  );
  const title = template ? t("calculator.templateTitle") : name || t("calculator.title");

  if (document.loadError) {
    return (
      <div>
        <PageTitle title={title} />
        <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
        <Alert tone="error">{errorText(document.loadError)}</Alert>
        <Button className="mt-4" onClick={document.retry}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  // The editor is taller than the screen: holding that height while it loads keeps the footer from jumping (CLS).
  if (!document.doc || !result || !user) {
    return (
      <div className="min-h-dvh">
        <ListSkeleton label={t("common.loading")} rows={6} />
      </div>
    );
  }
  return (
    <CalculatorEditor
      template={template}
      organizationId={organizationId}
      name={name}
      logo={organization?.logo ?? club.data?.logo ?? null}
      season={season}
      document={document}
      doc={document.doc}
      result={result}
      onRenamed={onRenamed}
      stop={stop}
    />
  );
}

export function CalculatorTemplatePage() {
  return <CalculatorPage template />;
}
