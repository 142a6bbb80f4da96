import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { activeBrand } from "./lib/brand";
import { initI18n } from "./lib/i18n";
import { hashFormOf } from "./lib/paths";

// A link written without the hash (/join/club/ABC) becomes the hash form before anything reads the URL.
const hashForm = hashFormOf(window.location);
if (hashForm) window.history.replaceState(null, "", hashForm);

activeBrand();

void initI18n().then(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
