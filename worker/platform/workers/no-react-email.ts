/**
 * Resend's SDK imports @react-email/render lazily, only for mails given as React elements.
 * ClubCost sends text and HTML, so the Worker bundle aliases that import here (wrangler.toml).
 */
export function render(): never {
  throw new Error("React e-mail templates are not used by ClubCost");
}
export const renderAsync = render;
export const pretty = render;
export const toPlainText = render;
