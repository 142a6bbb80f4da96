import type { Brand } from "#core/brands";
import type { Deps } from "../deps";
import type { SessionUser } from "../services/auth/session-user-type";

// Kept here too: the routes and services name the caller through the request context.
export type { SessionUser };

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
