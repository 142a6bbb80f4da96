import { useTranslation } from "react-i18next";
import { CATEGORY_KINDS, isCategoryKind } from "#core/category-kinds";
import type { Category } from "#core/schemas/calculator";
import { updateCategory } from "../../lib/calculator-model/calc-doc";
import { useEditor } from "./editor-context";

/**
 * The category's kind (treasurer.md section 6): optional; the federation benchmark compares a
 * category with the same kind in other clubs. "Not set" removes it.
 */
export function CategoryKindSelect({ category, g, c }: { category: Category; g: number; c: number }) {
  const { t } = useTranslation();
  const { edit } = useEditor();
  return (
    <label className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span>{t("benchmark.kind.label")}</span>
      <select
        aria-label={t("benchmark.kind.labelOf", { name: category.name })}
        title={t("benchmark.kind.hint")}
        value={category.kind ?? ""}
        onChange={(event) => {
          const value = event.target.value;
          edit((d) => updateCategory(d, g, c, { kind: isCategoryKind(value) ? value : undefined }));
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 focus:border-brand focus:outline-2 focus:outline-brand dark:border-slate-700 dark:bg-slate-950"
      >
        <option value="">{t("benchmark.kind.none")}</option>
        {CATEGORY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`benchmark.kind.${kind}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
