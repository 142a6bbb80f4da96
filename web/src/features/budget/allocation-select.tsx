import { useTranslation } from "react-i18next";
import type { Allocation } from "#core/cost-model/index";
import { CalcIcon } from "../../components/calculator/calc-icons";
import {
  type AllocationChoice,
  choiceOf,
  hoursFallBackToMembers,
} from "../../lib/calculator-model/allocation-edits";
import { useEditor } from "./editor-context";

interface AllocationSelectProps {
  name: string;
  allocation: Allocation | null | undefined;
  /** A key, or the index of the group to share within (it may not have an id yet). */
  onChange: (choice: AllocationChoice | { groupIndex: number }) => void;
  disabled?: boolean;
}

/**
 * Who a club-wide line or benefit is shared by (season-money.md section 2): the members (default), the
 * weekly hours of each category, or the members of one group. As AccountSelect does, a native select
 * (the phone's own picker, the keyboard, the name) lies transparent over a small face that says the
 * choice: "Members", "Hours" or the group's name.
 */
export function AllocationSelect({ name, allocation, onChange, disabled }: AllocationSelectProps) {
  const { t } = useTranslation();
  const { doc } = useEditor();
  const choice = choiceOf(allocation);
  const groupIndex = choice.startsWith("group:")
    ? doc.groups.findIndex((group) => group.id === choice.slice("group:".length))
    : -1;
  const face =
    groupIndex >= 0
      ? t("calculator.allocation.short.group", { name: doc.groups[groupIndex].name })
      : t(`calculator.allocation.short.${choice === "hours" ? "hours" : "members"}`);
  // By hours with no hours typed anywhere: the model shares by members (H = 0), and the face says so.
  const noHours = hoursFallBackToMembers(doc, allocation);
  // A group is chosen by its place: one added since the last save gets its id when it is picked.
  const value = groupIndex >= 0 ? `g${groupIndex}` : choice === "hours" ? "hours" : "members";
  return (
    <span
      className={`relative inline-flex h-8 max-w-36 shrink-0 items-center gap-1 rounded-md border pl-2 pr-1 text-xs has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand print:hidden ${disabled ? "opacity-60" : ""} ${
        // A line not shared by members stands out: the brand's tint, as the template badge.
        choice === "members"
          ? "border-slate-300 bg-white text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
          : "border-brand/60 bg-brand-tint text-link"
      }`}
      title={t(noHours ? "calculator.allocation.noHours" : "calculator.allocation.hint")}
    >
      {noHours ? (
        <CalcIcon name="alert" className="size-3.5 shrink-0 text-amber-700 dark:text-amber-300" />
      ) : null}
      <span aria-hidden="true" className="min-w-0 truncate font-medium" data-testid="allocation-face">
        {face}
      </span>
      <CalcIcon name="chevron" className="size-3.5 shrink-0 text-slate-500" />
      <select
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-default"
        aria-label={t("calculator.allocation.of", { name })}
        aria-description={noHours ? t("calculator.allocation.noHours") : undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value;
          if (next === "hours" || next === "members") onChange(next);
          else onChange({ groupIndex: Number(next.slice(1)) });
        }}
      >
        <option value="members">{t("calculator.allocation.members")}</option>
        <option value="hours">{t("calculator.allocation.hours")}</option>
        {doc.groups.length ? (
          <optgroup label={t("calculator.allocation.group")}>
            {doc.groups.map((group, g) => (
              // A group without category has no one to share with: the store refuses it (decision 221).
              <option key={g} value={`g${g}`} disabled={group.categories.length === 0}>
                {group.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </span>
  );
}
