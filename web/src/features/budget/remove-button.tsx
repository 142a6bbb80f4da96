import { CalcIcon } from "../../components/calculator/calc-icons";

interface RemoveButtonProps {
  /** Accessible name, naming what goes ("Remove Licences"). */
  label: string;
  onClick: () => void;
  /** A template line outside template mode: a lock instead of the bin (a click explains why it stays). */
  locked?: boolean;
  /** In a section header the button matches the height of the "+ Add" beside it. */
  size?: "row" | "header";
}

const padding = { row: "p-1.5", header: "p-2" } as const;

/** The bin at the end of a line, a benefit, a category or a group; it asks before removing (confirmRemoval). */
export function RemoveButton({ label, onClick, locked = false, size = "row" }: RemoveButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`rounded-md ${padding[size]} text-slate-500 hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950 dark:hover:text-red-300 print:hidden`}
    >
      <CalcIcon name={locked ? "lock" : "trash"} className="size-4" />
    </button>
  );
}
