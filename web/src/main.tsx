import "./styles.css";
import "./lib/install-chunk-reload";
import "./lib/zod-without-eval";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, start } from "./app/app";
import { activeBrand } from "./lib/brand";
import { initI18n } from "./lib/i18n";
import { hashFormOf } from "./lib/paths";
import { followThemeOfOtherTabs } from "./lib/theme";

// A link written without the hash (/join/club/ABC) becomes the hash form before anything reads the URL.
const hashForm = hashFormOf(window.location);
if (hashForm) window.history.replaceState(null, "", hashForm);

activeBrand();
followThemeOfOtherTabs();

const texts = initI18n();
// The flags and the previous session are asked for while the language's texts arrive.
void start().catch(() => undefined);

void texts.then(() => {
  const root = createRoot(document.getElementById("root")!);
  // A transition renders in slices of a few milliseconds, not one long task: on a slow phone the
  // first render of the router and the splash no longer blocks taps (Lighthouse's blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
