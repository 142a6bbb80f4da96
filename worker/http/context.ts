import type { Brand } from "../../core/brands";
import type { Deps } from "../deps";

/** The caller as the services see it: resolved once per request from the access token. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  locale: string;
  /** Federation ids this user administers (adminFede). */
  federationIds: string[];
  /** Club ids this user administers. */
  clubIds: string[];
}

export interface ServiceContext {
  deps: Deps;
  user: SessionUser | null;
  ip: string;
  /** The brand of the host the request came to (mails carry it). */
  brand: Brand;
}

export type AppEnv = {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
    requestId: string;
    /** Set once per request from the host (http/host-brand.ts); contextOf hands it to the services. */
    brand: Brand;
  };
};
