import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MarginColour } from "#core/cost-model/index";
import { marginChipClasses, marginFillClasses } from "../../../lib/margin-colours";

/** An amount in its margin colour; the colour's meaning is also spoken, never carried by colour alone. */
export function MarginChip({
  colour,
  children,
  className = "",
}: {
  colour: MarginColour;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums ring-1 ring-inset ${marginChipClasses[colour]} ${className}`}
      title={t(`resell.colours.${colour}`)}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${marginFillClasses[colour]}`} />
      {children}
      <span className="sr-only"> ({t(`resell.colours.${colour}`)})</span>
    </span>
  );
}

/** The three colours and what they mean, once per screen. */
export function MarginLegend() {
  const { t } = useTranslation();
  const colours: MarginColour[] = ["negative", "positive", "safe"];
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs" aria-label={t("resell.legend")}>
      {colours.map((colour) => (
        <li key={colour} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-2.5 rounded-full ${marginFillClasses[colour]}`} />
          <span className="muted">{t(`resell.colours.${colour}`)}</span>
        </li>
      ))}
    </ul>
  );
}
