import { brandOfHost } from "#core/brands";
import { escapeHtml } from "#core/text";

/**
 * The closed-for-maintenance page, served with 503 while the flag app-closed is on, in the host's brand
 * (logo, name, colour). The brand comes from the host alone: no database read while in maintenance.
 */
export function closedPage(host: string, baseDomain: string | undefined): Response {
  const { brand } = brandOfHost(host, baseDomain);
  const name = escapeHtml(brand.name);
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} – maintenance</title><link rel="icon" href="${escapeHtml(brand.logo)}"><link rel="stylesheet" href="/closed.css"></head>
<body><main style="border-top-color:${escapeHtml(brand.primary)}"><p class="brand"><img src="${escapeHtml(brand.logo)}" alt="" width="40" height="40">${name}</p>
<h1>Fermé pour maintenance</h1><p>${name} est en cours de maintenance. Revenez dans quelques instants\u00a0: votre travail enregistré est en sécurité.</p>
<h2 lang="en">Closed for maintenance</h2><p lang="en">${name} is being updated. Please come back in a few moments: your saved work is safe.</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": "300",
      "cache-control": "no-store",
    },
  });
}
