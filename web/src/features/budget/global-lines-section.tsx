import { useState } from "react";
import { useTranslation } from "react-i18next";
import { sumValues } from "#core/cost-model/index";
import { setAllocation } from "../../lib/calculator-model/allocation-edits";
import {
  addGlobalLine,
  type GlobalList,
  kindOf,
  removeGlobalLine,
  updateGlobalLine,
} from "../../lib/calculator-model/calc-doc";
import { roomFor } from "../../lib/calculator-model/document-room";
import { AddButton } from "./add-button";
import { AddLineDialog } from "./add-line-dialog";
import { useEditor } from "./editor-context";
import { LineList } from "./line-list";
import { SectionShell } from "./section-shell";
import { toneOf } from "./use-money";

/** federalFees, internalFees or globalSubsidies: the lines, their total and the add dialog. */
export function GlobalLinesSection({ list }: { list: GlobalList }) {
  const { t } = useTranslation();
  const { doc, edit, money } = useEditor();
  const [adding, setAdding] = useState(false);
  const kind = kindOf(list);
  const lines = doc[list];
  const total = sumValues(lines);
  return (
    <>
      <SectionShell
        sectionKey={list}
        title={t(`calculator.sections.${list}`)}
        meta={t("calculator.common.lines", { count: lines.length })}
        total={<span className={toneOf(kind, total)}>{money(total)}</span>}
        actions={
          <AddButton
            label={t(`calculator.sections.${list}Add`)}
            full={() => roomFor.globalLine(doc, list)}
            onClick={() => setAdding(true)}
          />
        }
      >
        <LineList
          lines={lines}
          kind={kind}
          accountList={list}
          emptyText={t(`calculator.sections.${list}Empty`)}
          onUpdate={(index, patch) => edit((d) => updateGlobalLine(d, list, index, patch))}
          onRemove={(index) => edit((d) => removeGlobalLine(d, list, index))}
          onAllocate={(index, choice) => edit((d) => setAllocation(d, list, index, choice))}
        />
      </SectionShell>
      <AddLineDialog
        open={adding}
        onOpenChange={setAdding}
        kind={kind}
        title={t(`calculator.sections.${list}Add`)}
        accountList={list}
        onAdd={(line) => edit((d) => addGlobalLine(d, list, line))}
      />
    </>
  );
}
