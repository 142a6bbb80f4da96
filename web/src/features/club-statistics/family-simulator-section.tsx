import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AmountLocale,
  type EvaluatedCategory,
  type FamilyReduction,
  familyBill,
  formatAmount,
  formatPercent,
} from "#core/cost-model/index";
import type { SocialPricing } from "#core/schemas/calculator";
import { Button } from "../../components/button";
import { SelectField } from "../../components/form-fields";
import { CalcIcon } from "../../components/calculator/calc-icons";

/** The schema's highest family rank: a family of more members gets no further rank's discount to show. */
const MAX_MEMBERS = 10;

interface Member {
  key: number;
  /** The category's index in the evaluated categories. */
  category: number;
  /** One of socialPricing.thirdPartyAids' names, or "" for none. */
  aid: string;
}

interface FamilySimulatorProps {
  categories: EvaluatedCategory[];
  social: SocialPricing;
  several: boolean;
  lang: AmountLocale;
  currency: string;
}

/**
 * What one family pays for all its members (issue 46.1, decision 238): the members in the order they
 * join, the family's income tier and each member's aid; core's familyBill does the arithmetic, the
 * screen says it line by line. Nothing here is saved: it is a what-if for the treasurer at the desk.
 */
export function FamilySimulatorSection({
  categories,
  social,
  several,
  lang,
  currency,
}: FamilySimulatorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [tier, setTier] = useState("");
  const [members, setMembers] = useState<Member[]>([{ key: 0, category: 0, aid: "" }]);
  const [next, setNext] = useState(1);
  const amount = (value: number) => formatAmount(value, lang, currency);
  const priceOf = (m: Member) => Math.max(0, categories[m.category]?.M ?? 0);
  const tiers = social.tiers.filter((x) => x.name.trim() !== "");
  const aids = social.thirdPartyAids.filter((x) => x.name.trim() !== "" && x.amount > 0);
  const bill = familyBill(
    members.map((m) => ({ price: priceOf(m), aids: m.aid ? [m.aid] : [] })),
    social,
    tier || null,
  );
  const reductionText = (r: FamilyReduction) =>
    t("pricing.social.tierWith", {
      name: r.kind === "tier" ? r.name : t("pricing.social.rankOption", { rank: r.rank }),
      percent: formatPercent(r.pct / 100, lang, { maximumFractionDigits: 1 }),
    });
  const change = (key: number, patch: Partial<Member>) =>
    setMembers((list) => list.map((m) => (m.key === key ? { ...m, ...patch } : m)));
  const categoryOptions = categories.map((c, i) => ({
    value: String(i),
    label: several ? `${c.group} – ${c.category}` : c.category,
  }));
  const aidOptions = [
    { value: "", label: t("clubStats.simulator.noAid") },
    ...aids.map((a) => ({ value: a.name, label: `${a.name} (${amount(a.amount)})` })),
  ];

  return (
    <section
      className="surface space-y-4 p-4 sm:p-5"
      aria-labelledby={`${id}-heading`}
      data-testid="family-simulator"
    >
      <div>
        <h3 id={`${id}-heading`} className="font-semibold">
          {t("clubStats.simulator.title")}
        </h3>
        <p className="muted text-sm">{t("clubStats.simulator.intro")}</p>
      </div>
      {tiers.length > 0 ? (
        <SelectField
          className="w-full sm:w-72"
          label={t("clubStats.simulator.tier")}
          value={tier}
          onChange={(event) => setTier(event.target.value)}
          options={[
            { value: "", label: t("clubStats.simulator.noTier") },
            ...tiers.map((x) => ({ value: x.name, label: x.name })),
          ]}
        />
      ) : null}
      <ol
        className="divide-y divide-slate-200 text-sm dark:divide-slate-800"
        aria-label={t("clubStats.simulator.members")}
      >
        {members.map((member, i) => {
          const line = bill.lines[i];
          const n = i + 1;
          if (!line) return null;
          return (
            <li
              key={member.key}
              className="space-y-2 py-3"
              data-testid={`family-member-${n}`}
              aria-label={t("clubStats.simulator.member", { n })}
            >
              <div className="flex min-h-8 items-center justify-between gap-2">
                <span className="font-medium">{t("clubStats.simulator.member", { n })}</span>
                {members.length > 1 ? (
                  <button
                    type="button"
                    onClick={() => setMembers((list) => list.filter((m) => m.key !== member.key))}
                    aria-label={t("clubStats.simulator.remove", { n })}
                    className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950 dark:hover:text-red-300"
                  >
                    <CalcIcon name="trash" className="size-4" />
                  </button>
                ) : null}
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                <SelectField
                  label={t("clubStats.simulator.category")}
                  // Named for its member: the tab's own category selector is also "Category".
                  aria-label={t("clubStats.simulator.categoryOf", { n })}
                  value={String(member.category)}
                  onChange={(event) => change(member.key, { category: Number(event.target.value) })}
                  options={categoryOptions}
                />
                {aids.length > 0 ? (
                  <SelectField
                    label={t("clubStats.simulator.aid")}
                    aria-label={t("clubStats.simulator.aidOf", { n })}
                    value={member.aid}
                    onChange={(event) => change(member.key, { aid: event.target.value })}
                    options={aidOptions}
                  />
                ) : null}
              </div>
              {/* The member's line: its price, what the reduction and the aid take off, what is left to pay. */}
              <p className="tabular-nums" data-testid="family-member-line">
                {amount(line.price)}
                {line.reduction ? ` − ${amount(line.discount)} ${reductionText(line.reduction)}` : null}
                {line.aid > 0 ? ` − ${amount(line.aid)} ${line.aidNames.join(", ")}` : null}
                {" = "}
                <strong className="font-semibold" data-testid="family-member-pays">
                  {amount(line.pays)}
                </strong>
              </p>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={members.length >= MAX_MEMBERS}
        onClick={() => {
          setMembers((list) => [...list, { key: next, category: list.at(-1)?.category ?? 0, aid: "" }]);
          setNext(next + 1);
        }}
      >
        {t("clubStats.simulator.add")}
      </Button>
      <div className="rounded-xl border border-brand/30 bg-brand-tint p-4" role="status">
        <p className="text-lg">
          {t("clubStats.simulator.total")}{" "}
          <strong className="text-2xl font-bold tabular-nums text-link" data-testid="family-total">
            {amount(bill.total)}
          </strong>
        </p>
        <p className="muted text-sm tabular-nums" data-testid="family-total-detail">
          {t("clubStats.simulator.detail", {
            list: amount(bill.listTotal),
            discounts: amount(bill.discounts),
            aids: amount(bill.aids),
          })}
        </p>
      </div>
    </section>
  );
}
