import { useTranslation } from "react-i18next";
import { useTheme } from "../lib/theme";
import { Icon } from "./icons";

/** Night mode switch for visitors (logged-in people have it in the profile menu too). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const dark = theme === "dark";
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={t("profile.nightMode")}
      onClick={() => setTheme(dark ? "light" : "dark")}
      className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Icon name={dark ? "sun" : "moon"} />
    </button>
  );
}
