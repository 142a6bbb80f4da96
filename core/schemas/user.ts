/**
 * The answers about people, as the server sends them and the web app reads them: one definition,
 * so the two cannot drift (they had: the web expected dates as text and logos as null). Dates are
 * epoch milliseconds.
 */

/** An organization the caller administers, as listed in their details. `logo` is "" when there is none. */
export interface OrganizationSummary {
  id: string;
  name: string;
  logo: string;
  type: "federation" | "club";
}

/** GET /user/details, and the data of login, refresh and password change (api.md). */
export interface UserDetails {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  roles: string[];
  organizations: OrganizationSummary[];
  createdAt: number;
  updatedAt: number;
  lastConnection: number | null;
}

/** A row of GET /user/list (screen 12). */
export interface UserListRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: number;
  updatedAt: number;
  lastConnection: number | null;
}
