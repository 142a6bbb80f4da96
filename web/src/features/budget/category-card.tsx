import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CategoryResult, shownPrice } from "#core/cost-model/index";
import type { Category } from "#core/schemas/calculator";
import { CalcIcon } from "../../components/calculator/calc-icons";
import { linesSharedWithin } from "../../lib/calculator-model/allocation-edits";
import {
  addCategoryLine,
  type LineKind,
  removeCategory,
  removeCategoryLine,
  updateCategory,
  updateCategoryLine,
} from "../../lib/calculator-model/calc-doc";
import { roomFor } from "../../lib/calculator-model/document-room";
import { AddButton } from "./add-button";
import { AddLineDialog } from "./add-line-dialog";
import { CategoryKindSelect } from "./category-kind-select";
import { HoursField } from "./hours-field";
import { useEditor } from "./editor-context";
import { LineList } from "./line-list";
import { MembershipsSchedule } from "./memberships-schedule";
import { NameInput } from "./name-input";
import { PerMemberLines } from "./per-member-lines";
import { categoryRemovalBody } from "./removal-texts";
import { RemoveButton } from "./remove-button";

/** Members: a whole number of at least 1 (catMemberMustBePositif); what was typed stays while it is wrong. */
function MembersField({
  value,
  name,
  onCommit,
}: {
  value: number;
  name: string;
  onCommit: (members: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const parsed = Number(text.trim());
  const invalid = !/^\d+$/.test(text.trim()) || parsed < 1;
  return (
    <div className="flex flex-col items-start sm:items-end">
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span>{t("calculator.category.members")}</span>
        <input
          aria-label={t("calculator.category.membersOf", { name })}
          inputMode="numeric"
          value={text}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setText(event.target.value);
            const next = Number(event.target.value.trim());
            if (/^\d+$/.test(event.target.value.trim()) && next >= 1) onCommit(next);
          }}
          className="w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-right tabular-nums focus:border-brand focus:outline-2 focus:outline-brand aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:aria-invalid:border-red-400"
        />
      </label>
      {invalid ? (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
          {t("checks.catMemberMustBePositif")}
        </p>
      ) : null}
    </div>
  );
}

/** One category: name, members, its own fees and subsidies, the per-member lines and its membership. */
export function CategoryCard({
  category,
  figures,
  g,
  c,
}: {
  category: Category;
  figures: CategoryResult;
  g: number;
  c: number;
}) {
  const { t } = useTranslation();
  const { doc, edit, money, isOpen, toggle, confirmRemoval } = useEditor();
  const [adding, setAdding] = useState<LineKind | null>(null);
  const key = `cat-${g}-${c}`;
  const open = isOpen(key);
  const bodyId = `calc-${key}`;

  const remove = () =>
    confirmRemoval({
      title: t("calculator.remove.categoryTitle"),
      body: categoryRemovalBody(t, {
        name: category.name,
        members: category.members,
        fees: category.fees.length,
        subsidies: category.subsidies.length,
        // Its group's last category: the lines shared within that group go back to members.
        shared: doc.groups[g]?.categories.length === 1 ? linesSharedWithin(doc, doc.groups[g].id) : 0,
      }),
      onConfirm: () => edit((d) => removeCategory(d, g, c)),
    });

  return (
    <article
      className="calc-avoid-break rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      aria-label={t("calculator.category.label", { name: category.name })}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 p-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={t(open ? "calculator.category.collapse" : "calculator.category.expand", {
            name: category.name,
          })}
          onClick={() => toggle(key)}
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800 print:hidden"
        >
          <CalcIcon name="chevron" className={`size-4 transition-transform ${open ? "" : "-rotate-90"}`} />
        </button>
        <NameInput
          value={category.name}
          label={t("calculator.category.nameOf", { name: category.name })}
          onCommit={(name) => edit((d) => updateCategory(d, g, c, { name }))}
          className="w-0 min-w-0 flex-1 text-base font-semibold"
        />
        <div className="order-last flex w-full flex-wrap items-start gap-x-4 gap-y-1 pl-8 sm:order-none sm:w-auto sm:pl-0">
          <MembersField
            value={category.members}
            name={category.name}
            onCommit={(members) => edit((d) => updateCategory(d, g, c, { members }))}
          />
          <HoursField
            value={category.hours}
            name={category.name}
            onCommit={(hours) => edit((d) => updateCategory(d, g, c, { hours }))}
          />
        </div>
        <RemoveButton label={t("calculator.category.remove", { name: category.name })} onClick={remove} />
      </div>
      {open ? null : (
        <p className="flex justify-between border-t border-slate-100 px-4 py-2 text-sm dark:border-slate-800">
          <span className="text-slate-600 dark:text-slate-400">{t("calculator.perMember.membership")}</span>
          <span className="font-semibold tabular-nums">{money(shownPrice(figures.membership).value)}</span>
        </p>
      )}
      <div
        id={bodyId}
        hidden={!open}
        className="calc-body border-t border-slate-100 p-3 dark:border-slate-800 sm:p-4"
      >
        <CategoryKindSelect category={category} g={g} c={c} />
        <MembershipsSchedule category={category} g={g} c={c} />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-3">
            {(["fee", "subsidy"] as const).map((kind) => {
              const list = kind === "fee" ? category.fees : category.subsidies;
              return (
                <div key={kind}>
                  <div className="flex items-center justify-between">
                    <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">
                      {t(`calculator.category.${kind}s`)}
                    </h3>
                    <AddButton
                      compact
                      label={t(`calculator.category.add.${kind}`, { name: category.name })}
                      full={() => roomFor.categoryLine(doc, g, c, kind)}
                      onClick={() => setAdding(kind)}
                    />
                  </div>
                  <LineList
                    lines={list}
                    kind={kind}
                    emptyText={t(`calculator.category.no.${kind}`)}
                    onUpdate={(index, patch) => edit((d) => updateCategoryLine(d, g, c, kind, index, patch))}
                    onRemove={(index) => edit((d) => removeCategoryLine(d, g, c, kind, index))}
                  />
                </div>
              );
            })}
          </div>
          <PerMemberLines figures={figures} />
        </div>
      </div>
      <AddLineDialog
        open={adding !== null}
        onOpenChange={(next) => (next ? null : setAdding(null))}
        kind={adding ?? "fee"}
        accountList={adding === "subsidy" ? "categorySubsidies" : "categoryFees"}
        title={t(`calculator.category.add.${adding ?? "fee"}`, { name: category.name })}
        onAdd={(line) => adding && edit((d) => addCategoryLine(d, g, c, adding, line))}
      />
    </article>
  );
}
