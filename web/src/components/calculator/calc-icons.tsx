import type { SVGProps } from "react";

/** Line icons of the calculator screen, drawn like components/icons.tsx (24 px grid, 2 px stroke). */
const shapes = {
  plus: "M12 5v14M5 12h14",
  trash: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  pencil: "M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4",
  chevron: "M6 9l6 6 6-6",
  printer: "M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z",
  history: "M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2",
  save: "M5 3h11l3 3v15H5zM8 3v5h7V3M8 21v-7h8v7",
  copy: "M9 9h11v11H9zM5 15H4V4h11v1",
  more: "M12 5h.01M12 12h.01M12 19h.01",
  lock: "M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4",
  expand: "M7 10l5-5 5 5M7 14l5 5 5-5",
  collapse: "M7 5l5 5 5-5M7 19l5-5 5 5",
  userPlus: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6",
  door: "M14 4h5v16h-5M10 16l4-4-4-4M14 12H3",
  cloudOff: "M3 3l18 18M7 18a5 5 0 0 1-1-9.9M10 6a6 6 0 0 1 9 4.5A4 4 0 0 1 20 17",
  dot: "M12 12h.01",
  check: "M20 6L9 17l-5-5",
  alert: "M12 3l10 18H2zM12 10v5M12 18v.5",
} as const;

export type CalcIconName = keyof typeof shapes;

export function CalcIcon({
  name,
  className = "size-5",
  ...props
}: Omit<SVGProps<SVGSVGElement>, "name"> & { name: CalcIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === "more" || name === "dot" ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      aria-hidden
      {...props}
    >
      <path d={shapes[name]} />
    </svg>
  );
}
