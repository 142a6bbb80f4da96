import { createContext, useContext } from "react";
import type { CalculatorResult } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";

export interface RemovalRequest {
  title: string;
  /** Names what will be lost. */
  body: string;
  onConfirm: () => void;
}

/** What every part of the budget editor needs: the document, its figures and the shared actions. */
export interface EditorContextValue {
  doc: Calculator;
  result: CalculatorResult;
  edit: (change: (current: Calculator) => Calculator) => void;
  template: boolean;
  money: (value: number) => string;
  isOpen: (key: string) => boolean;
  toggle: (key: string) => void;
  confirmRemoval: (request: RemovalRequest) => void;
  /** The alert for template lines outside template mode. */
  refuseRemoval: (what: "fee" | "subsidy" | "benefit") => void;
  /** Whose bank transactions of which season the summary reads (none for a federation's template). */
  actualsOf?: { organizationId: string; season: string };
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditor outside the calculator editor");
  return value;
}
