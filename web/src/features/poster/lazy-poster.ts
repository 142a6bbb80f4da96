import type { PosterSlot } from "../../lib/calculator-model/poster-types";
import { preloadable } from "../../lib/preloadable";

// qrcode and the canvas drawing stay out of the Resell tab (architecture.md: the poster is lazy); they load when
// the pointer or the focus reaches the poster button, or when the browser is idle on that tab, and so
// does the logo the poster draws, decoded once for the session (issue 31.12).
const Dialog = preloadable(() => import("./poster-dialog").then((m) => m.default));

export const lazyPoster: PosterSlot = {
  Dialog,
  preload: (logo, clubId) =>
    void Promise.all([
      Dialog.preload(),
      import("./poster-images").then((m) => m.warmPosterLogo(logo, clubId)),
    ]).catch(() => undefined),
};
