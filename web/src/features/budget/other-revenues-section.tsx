import { useState } from "react";
import { useTranslation } from "react-i18next";
import { sumValues } from "#core/cost-model/index";
import { setAllocation } from "../../lib/calculator-model/allocation-edits";
import {
  addRevenue,
  removeRevenue,
  revenuesOf,
  updateRevenue,
} from "../../lib/calculator-model/other-revenues";
import { roomFor } from "../../lib/calculator-model/document-room";
import { AddButton } from "./add-button";
import { AddRevenueDialog } from "./add-revenue-dialog";
import { useEditor } from "./editor-context";
import { LineList } from "./line-list";
import { SectionShell } from "./section-shell";
import { toneOf } from "./use-money";

/**
 * Other revenues (events, sponsors, bar): they lower the net cost per head like the global subsidies
 * (S = (GS + OR)/N + sc/n, treasurer.md section 2), so they read like a subsidy (green, typed positive).
 */
export function OtherRevenuesSection() {
  const { t } = useTranslation();
  const { doc, edit, money } = useEditor();
  const [adding, setAdding] = useState(false);
  const lines = revenuesOf(doc);
  const total = sumValues(lines);
  return (
    <>
      <SectionShell
        sectionKey="otherRevenues"
        title={t("calculator.sections.otherRevenues")}
        meta={t("calculator.common.lines", { count: lines.length })}
        total={<span className={toneOf("subsidy", total)}>{money(total)}</span>}
        actions={
          <AddButton
            label={t("calculator.sections.otherRevenuesAdd")}
            full={() => roomFor.revenue(doc)}
            onClick={() => setAdding(true)}
          />
        }
      >
        <LineList
          lines={lines}
          kind="subsidy"
          removalTexts="revenue"
          emptyText={t("calculator.sections.otherRevenuesEmpty")}
          onUpdate={(index, patch) => edit((d) => updateRevenue(d, index, patch))}
          onRemove={(index) => edit((d) => removeRevenue(d, index))}
          onAllocate={(index, choice) => edit((d) => setAllocation(d, "otherRevenues", index, choice))}
        />
      </SectionShell>
      <AddRevenueDialog
        open={adding}
        onOpenChange={setAdding}
        onAdd={(line) => edit((d) => addRevenue(d, line))}
      />
    </>
  );
}
