import type { TFunction } from "i18next";

/** A federation's contract as the screens read it (lib/federations.ts: quota, clubs, invitationQuotaLeft). */
export interface QuotaFigures {
  /** Clubs registered. */
  registered: number;
  /** Clubs that may still be created under the contract. */
  quota: number;
  /** Of those, the ones no pending club invitation holds yet: what a new invitation may use. */
  invitable: number;
}

/**
 * The one sentence of the quota (issue 31.10), on the details, the invite-clubs dialog, the add-club
 * dialog and the statistics card: clubs registered, how many more the contract allows, how many of
 * those pending invitations hold, and so how many can still be invited. Each count through i18next's
 * plural rules, zero included.
 */
export function quotaSentence(t: TFunction, { registered, quota, invitable }: QuotaFigures): string {
  const key = (name: string) => `federationDetails.quotaSentence.${name}`;
  const registeredText = t(key("registered"), { count: registered });
  if (quota <= 0) return t(key("full"), { registered: registeredText });
  const open = Math.min(Math.max(invitable, 0), quota);
  return t(key("text"), {
    registered: registeredText,
    left: t(key("left"), { count: quota }),
    pending: t(key("pending"), { count: quota - open }),
    invitable: t(key("invitable"), { count: open }),
  });
}
