import { useTranslation } from "react-i18next";
import { shownPrice } from "#core/cost-model/index";
import { DEFAULT_GROUP_NAME, defaultCategory } from "#core/schemas/calculator-basics";
import { Button } from "../../components/button";
import { useFlag } from "../../lib/flags";
import { showToast } from "../../lib/toasts";
import { CalcIcon } from "../../components/calculator/calc-icons";
import { linesSharedWithin } from "../../lib/calculator-model/allocation-edits";
import { addCategory, addGroup, removeGroup, renameGroup } from "../../lib/calculator-model/calc-doc";
import { roomFor } from "../../lib/calculator-model/document-room";
import { AddButton } from "./add-button";
import { CategoryCard } from "./category-card";
import { useEditor } from "./editor-context";
import { NameInput } from "./name-input";
import { groupRemovalBody } from "./removal-texts";
import { RemoveButton } from "./remove-button";
import { SectionShell } from "./section-shell";

/** Groups of categories (feature category-group), or a single group 'Unique' without the feature. */
export function GroupsSection() {
  const { t } = useTranslation();
  const { doc, edit, result, money, confirmRemoval } = useEditor();
  const grouped = useFlag("category-group");

  if (!doc.groups.length) {
    return (
      <section className="surface flex flex-col items-center gap-3 p-6 text-center">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("calculator.groups.empty")}</p>
        <Button
          onClick={() =>
            edit((d) => ({ ...d, groups: [{ name: DEFAULT_GROUP_NAME, categories: [defaultCategory()] }] }))
          }
        >
          <CalcIcon name="plus" className="size-4" />
          {t("calculator.groups.addCategory")}
        </Button>
      </section>
    );
  }

  const groups = grouped ? doc.groups.map((group, g) => ({ group, g })) : [{ group: doc.groups[0], g: 0 }];
  return (
    <div className="flex flex-col gap-4">
      {groups.map(({ group, g }) => {
        const figures = result.groups[g];
        // Without the feature every category is shown under the one group; new ones go to the first.
        const categories = grouped ? figures.categories : result.categories;
        const removeThis = () =>
          confirmRemoval({
            title: t("calculator.remove.groupTitle"),
            body: groupRemovalBody(t, {
              name: group.name,
              categories: group.categories.length,
              members: figures.members,
              shared: linesSharedWithin(doc, group.id),
            }),
            onConfirm: () => edit((d) => removeGroup(d, g)),
          });
        return (
          <SectionShell
            key={g}
            sectionKey={`group-${g}`}
            title={
              grouped ? t("calculator.groups.title", { name: group.name }) : t("calculator.groups.categories")
            }
            meta={t("calculator.groups.meta", {
              categories: t("calculator.groups.categoryCount", { count: categories.length }),
              members: t("calculator.groups.memberCount", {
                count: grouped ? figures.members : result.totals.members,
              }),
            })}
            total={
              // Said in words, not in a hover-only title a phone never shows (issue 31.3).
              <span className="block">
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                  {t("calculator.groups.sellTotal")}
                </span>
                {money(shownPrice(grouped ? figures.sellTotal : result.resell.sellTotal).value)}
              </span>
            }
            actions={
              <>
                <AddButton
                  label={t("calculator.groups.addCategoryTo", { name: group.name })}
                  full={() => roomFor.category(doc, g)}
                  onClick={() => edit((d) => addCategory(d, g))}
                />
                {grouped ? (
                  <RemoveButton
                    size="header"
                    label={t("calculator.groups.remove", { name: group.name })}
                    onClick={removeThis}
                  />
                ) : null}
              </>
            }
          >
            {grouped ? (
              <div className="mb-3 flex items-center gap-2 print:hidden">
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {t("calculator.groups.name")}
                </span>
                <NameInput
                  value={group.name}
                  label={t("calculator.groups.nameOf", { name: group.name })}
                  onCommit={(name) => edit((d) => renameGroup(d, g, name))}
                  className="w-0 max-w-xs flex-1 text-sm"
                />
              </div>
            ) : null}
            {categories.length ? (
              <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
                {categories.map((figures) => (
                  <CategoryCard
                    key={`${figures.groupIndex}-${figures.categoryIndex}`}
                    category={doc.groups[figures.groupIndex].categories[figures.categoryIndex]}
                    figures={figures}
                    g={figures.groupIndex}
                    c={figures.categoryIndex}
                  />
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t("calculator.groups.noCategory")}
              </p>
            )}
          </SectionShell>
        );
      })}
      {grouped ? (
        <div className="print:hidden">
          <Button
            variant="secondary"
            onClick={() => {
              // As the add buttons do (add-button.tsx): the limit said, nothing added that a save would refuse.
              const full = roomFor.group(doc);
              if (full) showToast(t(`checks.${full}`), "error");
              else edit(addGroup);
            }}
          >
            <CalcIcon name="plus" className="size-4" />
            {t("calculator.groups.add")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
