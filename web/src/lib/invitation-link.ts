import { paths } from "./paths";

/** The link a person receives (api.md): `/#/join/{admin|club}/{invitationId}` on this host. */
export function invitationLink(
  kind: "admin" | "club",
  invitationId: string,
  origin = window.location.origin,
): string {
  return `${origin}/#${paths.join(kind, invitationId)}`;
}

/** Copies to the clipboard; false when the browser refuses (the link stays on screen to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
