import type { Calculator } from "#core/schemas/calculator";

/** What the calculator screen hands to its Resell and Statistics tabs (each lives in its own folder). */
export interface CalculatorTabProps {
  /** The document as currently edited (unsaved changes included). */
  calculator: Calculator;
  /** Replaces the edited document (the screen autosaves it like any other edit). */
  onChange: (next: Calculator) => void;
  club: { id: string; name: string; logo?: string | null };
  /** The season on screen (the exports the API makes are of a season). */
  season?: string;
  /** Saves pending edits before something is read back from the server (an export); false when the save failed. */
  saveFirst?: () => Promise<boolean>;
}
