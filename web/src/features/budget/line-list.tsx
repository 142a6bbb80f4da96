import { useTranslation } from "react-i18next";
import type { Line } from "#core/schemas/calculator";
import type { LineList as AccountList } from "#core/cerfa-accounts";
import { InfoTip } from "../../components/info-tip";
import { CalcIcon } from "../../components/calculator/calc-icons";
import { AccountSelect } from "../../components/calculator/account-select";
import { canRemove, type LineKind } from "../../lib/calculator-model/calc-doc";
import type { AllocationChoice } from "../../lib/calculator-model/allocation-edits";
import { AllocationSelect } from "./allocation-select";
import { AmountCell } from "./amount-cell";
import { useEditor } from "./editor-context";
import { NameInput } from "./name-input";
import { RemoveButton } from "./remove-button";
import { ScheduleSelect } from "./schedule-select";

interface LineListProps {
  lines: readonly Line[];
  kind: LineKind;
  onUpdate: (index: number, patch: Partial<Line>) => void;
  onRemove: (index: number) => void;
  emptyText: string;
  /** Whose words the removal's confirmation uses, when not the kind's (other revenues read as subsidies). */
  removalTexts?: LineKind | "revenue";
  /** Which list's Cerfa classes and default the account dropdown offers (treasurer.md section 5); a category's lines when not said. */
  accountList?: AccountList;
  /** Club-wide lines only: who the line is shared by (season-money.md section 2); a category's lines are its own. */
  onAllocate?: (index: number, choice: AllocationChoice | { groupIndex: number }) => void;
}

/**
 * Fees or subsidies, one row each: name, amount edited in place, remove. A template line keeps its
 * name and stays outside template mode, but the club types its own amount (core/calculator-template.ts).
 */
export function LineList({
  lines,
  kind,
  onUpdate,
  onRemove,
  emptyText,
  removalTexts = kind,
  accountList,
  onAllocate,
}: LineListProps) {
  const { t } = useTranslation();
  const { template, money, confirmRemoval, refuseRemoval } = useEditor();
  const accounts: AccountList =
    accountList ??
    (removalTexts === "revenue" ? "otherRevenues" : kind === "fee" ? "categoryFees" : "categorySubsidies");
  if (!lines.length) return <p className="py-1 text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {lines.map((line, index) => {
        const locked = !!line.readonly && !template;
        const remove = () => {
          if (!canRemove(line, template)) return refuseRemoval(kind);
          confirmRemoval({
            title: t(`calculator.remove.${removalTexts}Title`),
            body: t(`calculator.remove.${removalTexts}Body`, { name: line.name, amount: money(line.value) }),
            onConfirm: () => onRemove(index),
          });
        };
        return (
          // Lines have no id: their position is their identity.
          // The name is as wide as its text; when the row has no room for it beside the account, the amount
          // and the buttons, those go under it instead of cutting it (a phone, a category's narrow column).
          <li key={index} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5">
            <div className="flex min-w-0 grow items-center gap-2">
              <NameInput
                value={line.name}
                label={t("calculator.line.nameOf", { name: line.name })}
                readOnly={locked}
                onCommit={(name) => onUpdate(index, { name })}
                fitText
                className={`text-sm ${locked ? "px-2" : "grow"}`}
              />
              {line.readonly ? (
                // Tap or hover: why the line cannot be removed (a title alone never shows on a phone).
                <InfoTip
                  text={t("calculator.line.fromTemplateHint")}
                  label={t("calculator.line.fromTemplate")}
                >
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-tint px-2 py-0.5 text-xs font-medium text-link">
                    <CalcIcon name="lock" className="size-3" />
                    <span className="sr-only sm:not-sr-only">{t("calculator.line.fromTemplate")}</span>
                  </span>
                </InfoTip>
              ) : null}
            </div>
            {/* Up to five controls beside the amount: on a phone they wrap, the amount and remove staying last. */}
            <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
              {/* A template's key never reaches a club (each club keeps its own: core/calculator-template.ts). */}
              {onAllocate && !template ? (
                <AllocationSelect
                  name={line.name}
                  allocation={line.allocation}
                  onChange={(choice) => onAllocate(index, choice)}
                />
              ) : null}
              {/* When a line is paid is each club's own (core/calculator-template.ts keeps it): the template offers none. */}
              {template ? null : (
                <ScheduleSelect
                  name={line.name}
                  schedule={line.schedule}
                  kind={accounts}
                  onChange={(schedule) => onUpdate(index, { schedule })}
                />
              )}
              <AccountSelect
                line={line}
                list={accounts}
                onChange={(account) => onUpdate(index, { account })}
              />
              <AmountCell
                value={line.value}
                kind={kind}
                label={t("calculator.line.amountOf", { name: line.name })}
                format={money}
                onCommit={(value) => onUpdate(index, { value })}
              />
              <RemoveButton
                label={t("calculator.line.removeNamed", { name: line.name })}
                locked={locked}
                onClick={remove}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
