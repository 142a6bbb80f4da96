import { useState } from "react";
import { Icon } from "./icons";

/** An organization's logo, or the default federation/club icon when it has none (or it fails to load). */
export function OrgAvatar({
  logo,
  type,
  size = "size-9",
}: {
  logo: string | null;
  type: "federation" | "club";
  size?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (logo && !broken) {
    return (
      <img
        src={logo}
        alt=""
        className={`${size} shrink-0 rounded-lg bg-white object-contain p-0.5 ring-1 ring-slate-200 dark:ring-slate-700`}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={`${size} flex shrink-0 items-center justify-center rounded-lg bg-brand-tint text-link`}>
      <Icon name={type === "federation" ? "federation" : "club"} className="size-5" />
    </span>
  );
}
