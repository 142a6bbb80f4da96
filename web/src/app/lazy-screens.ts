import type { ComponentType } from "react";

// What a signed-in person sees first, out of the visitors' first screen (issue 9, decision 090).
let landing: ComponentType | null = null;
export const loadLanding = () =>
  import("../features/landing/landing-page").then((module) => {
    landing = module.LandingPage;
    return module;
  });
/** The landing once its code is there, to render it without a suspended frame. */
export const loadedLanding = () => landing;
export const loadAppChrome = () => import("./layout/app-chrome");
export const loadReloginDialog = () => import("../features/auth/relogin-dialog");
