import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Calculator } from "#core/schemas/calculator";
import { Button } from "../../../components/button";
import { readStored, writeStored } from "../../../lib/storage";
import { CalcIcon } from "../../../components/calculator/calc-icons";
import {
  CHECKLIST_ITEMS,
  type ChecklistMemory,
  checklistDone,
  checklistShown,
  checklistStorageKey,
} from "./checklist";

interface FirstRunChecklistProps {
  organizationId: string;
  doc: Calculator;
  /** The calculator had never been saved when the screen opened. */
  openedNew: boolean;
  onOpenPrices: () => void;
}

function readMemory(organizationId: string): ChecklistMemory {
  const stored = readStored(checklistStorageKey(organizationId));
  return stored === "open" || stored === "dismissed" ? stored : null;
}

/** A new club's five first steps, ticking themselves as the budget fills in; dismissed for good per club (decision 165). */
export function FirstRunChecklist({ organizationId, doc, openedNew, onOpenPrices }: FirstRunChecklistProps) {
  const { t } = useTranslation();
  const [memory, setMemory] = useState<ChecklistMemory>(() => {
    const stored = readMemory(organizationId);
    // Remembered from the first sight of a new calculator, so the first autosave does not hide it.
    if (stored === null && openedNew) writeStored(checklistStorageKey(organizationId), "open");
    return stored ?? (openedNew ? "open" : null);
  });
  if (!checklistShown(memory, openedNew)) return null;
  const done = checklistDone(doc);
  const count = CHECKLIST_ITEMS.filter((item) => done[item]).length;
  const dismiss = () => {
    writeStored(checklistStorageKey(organizationId), "dismissed");
    setMemory("dismissed");
  };

  return (
    <section
      aria-labelledby="first-run-title"
      data-testid="first-run-checklist"
      className="surface mb-5 p-4 print:hidden sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="first-run-title" className="font-semibold">
            {t("tutorial.checklist.title")}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t("tutorial.checklist.progress", { done: count, total: CHECKLIST_ITEMS.length })}
          </p>
        </div>
        <Button variant="secondary" className="shrink-0" onClick={dismiss}>
          {t("tutorial.checklist.dismiss")}
        </Button>
      </div>
      {/* Two columns of names on a phone, so the budget stays near; the hints from the tablet width up. */}
      <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {CHECKLIST_ITEMS.map((item, index) => (
          <li
            key={item}
            data-item={item}
            data-done={done[item] || undefined}
            className={`flex gap-2 rounded-lg border p-2 text-sm sm:p-2.5 ${
              done[item]
                ? "border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40"
                : "border-slate-200 dark:border-slate-700"
            }`}
          >
            <span
              aria-hidden
              className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                done[item]
                  ? "bg-emerald-700 text-white dark:bg-emerald-600"
                  : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              }`}
            >
              {done[item] ? <CalcIcon name="check" className="size-4" /> : index + 1}
            </span>
            <span className="min-w-0">
              <span className="block font-medium">
                {t(`tutorial.checklist.items.${item}`)}
                <span className="sr-only">
                  {" "}
                  ({t(done[item] ? "tutorial.checklist.done" : "tutorial.checklist.todo")})
                </span>
              </span>
              <span className="hidden text-slate-600 sm:block dark:text-slate-400">
                {t(`tutorial.checklist.hints.${item}`)}
              </span>
              {item === "prices" && !done.prices ? (
                <button
                  type="button"
                  className="mt-1 text-link underline underline-offset-4"
                  onClick={onOpenPrices}
                >
                  {t("tutorial.checklist.openPrices")}
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
