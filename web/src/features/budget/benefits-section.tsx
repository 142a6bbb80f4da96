import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { benefitValue } from "#core/cost-model/index";
import { isAmountTyped } from "#core/schemas/calculator-basics";
import { setAllocation } from "../../lib/calculator-model/allocation-edits";
import { addBenefit, canRemove, removeBenefit, updateBenefit } from "../../lib/calculator-model/calc-doc";
import { AllocationSelect } from "./allocation-select";
import { roomFor } from "../../lib/calculator-model/document-room";
import { AddButton } from "./add-button";
import { AmountCell } from "./amount-cell";
import { useEditor } from "./editor-context";
import { NameInput } from "./name-input";
import { RemoveButton } from "./remove-button";
import { SectionShell } from "./section-shell";
import { toneOf, useNumber } from "./use-money";

// The form checks with the benefit schema: it loads, with zod, when opened (docs/decisions/101).
const AddBenefitDialog = lazy(() =>
  import("./add-benefit-dialog").then((m) => ({ default: m.AddBenefitDialog })),
);

/**
 * Benefits in kind (free gym hours, volunteers...): not paid, but part of the real cost. On a template
 * benefit the federation sets the name and the hourly rate; the club types its hours (or amount).
 */
export function BenefitsSection() {
  const { t } = useTranslation();
  const { doc, edit, money, result, template, confirmRemoval, refuseRemoval } = useEditor();
  const number = useNumber();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <SectionShell
        sectionKey="benefits"
        title={t("calculator.sections.benefits")}
        meta={t("calculator.sections.benefitsMeta", { perMember: money(result.totals.benefitsPerMember) })}
        total={
          <span className={toneOf("subsidy", result.totals.benefitsInKind)}>
            {money(result.totals.benefitsInKind)}
          </span>
        }
        actions={
          <AddButton
            label={t("calculator.benefit.addTitle")}
            full={() => roomFor.benefit(doc)}
            onClick={() => setAdding(true)}
          />
        }
      >
        {doc.benefits.length ? (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {doc.benefits.map((benefit, position) => {
              const locked = !!benefit.readonly && !template;
              const amountOnly = isAmountTyped(benefit.benefitType);
              const typeLabel = [
                t(`calculator.benefit.types.${benefit.benefitType}`),
                benefit.code ? t(`calculator.benefit.codes.${benefit.code}`) : null,
              ]
                .filter(Boolean)
                .join(" · ");
              const remove = () => {
                if (!canRemove(benefit, template)) return refuseRemoval("benefit");
                confirmRemoval({
                  title: t("calculator.remove.benefitTitle"),
                  body: t("calculator.remove.benefitBody", {
                    name: benefit.name,
                    amount: money(benefitValue(benefit)),
                  }),
                  onConfirm: () => edit((d) => removeBenefit(d, position)),
                });
              };
              const hoursAndRate = amountOnly ? null : (
                <>
                  <AmountCell
                    value={benefit.hours}
                    kind="plain"
                    label={t("calculator.benefit.hoursOf", { name: benefit.name })}
                    format={(v) => t("calculator.benefit.hoursShort", { hours: number(v) })}
                    onCommit={(hours) => edit((d) => updateBenefit(d, position, { hours }))}
                  />
                  <span aria-hidden>×</span>
                  <AmountCell
                    value={benefit.rate}
                    kind="plain"
                    label={t("calculator.benefit.rateOf", { name: benefit.name })}
                    format={(v) => t("calculator.benefit.perHour", { rate: money(v) })}
                    readOnly={locked}
                    onCommit={(rate) => edit((d) => updateBenefit(d, position, { rate }))}
                  />
                </>
              );
              return (
                <li key={benefit.index} className="py-2">
                  <div className="flex items-center gap-2">
                    <div className="min-w-0 flex-1">
                      <NameInput
                        value={benefit.name}
                        label={t("calculator.line.nameOf", { name: benefit.name })}
                        readOnly={locked}
                        onCommit={(name) => edit((d) => updateBenefit(d, position, { name }))}
                        className="w-full text-sm"
                      />
                      {/* Who carries it (season-money.md section 2): under its type, on a phone's width too. */}
                      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-2">
                        <span className="text-xs text-slate-600 dark:text-slate-400">{typeLabel}</span>
                        <AllocationSelect
                          name={benefit.name}
                          allocation={benefit.allocation}
                          onChange={(choice) => edit((d) => setAllocation(d, "benefits", position, choice))}
                        />
                      </div>
                    </div>
                    {hoursAndRate ? (
                      <div className="hidden items-center gap-1 text-sm text-slate-600 dark:text-slate-400 sm:flex">
                        {hoursAndRate}
                        <span aria-hidden>=</span>
                      </div>
                    ) : null}
                    <AmountCell
                      value={benefitValue(benefit)}
                      kind="subsidy"
                      label={t("calculator.benefit.amountOf", { name: benefit.name })}
                      format={money}
                      readOnly={!amountOnly}
                      onCommit={(hours) => edit((d) => updateBenefit(d, position, { hours, rate: 1 }))}
                    />
                    <RemoveButton
                      label={t("calculator.line.removeNamed", { name: benefit.name })}
                      locked={locked}
                      onClick={remove}
                    />
                  </div>
                  {hoursAndRate ? (
                    <div className="flex items-center gap-1 pl-1 text-sm text-slate-600 dark:text-slate-400 sm:hidden">
                      {hoursAndRate}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="py-1 text-sm text-slate-600 dark:text-slate-400">
            {t("calculator.sections.benefitsEmpty")}
          </p>
        )}
      </SectionShell>
      {adding ? (
        <Suspense fallback={null}>
          <AddBenefitDialog
            open
            onOpenChange={setAdding}
            format={money}
            onAdd={(benefit) => edit((d) => addBenefit(d, benefit))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
