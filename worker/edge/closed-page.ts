/** The closed-for-maintenance page, served with 503 while the flag app-closed is on. */
export function closedPage(): Response {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ClubCost – maintenance</title><link rel="stylesheet" href="/closed.css"></head>
<body><main><h1>Fermé pour maintenance</h1><p>ClubCost est en cours de maintenance. Revenez dans quelques instants : votre travail enregistré est en sécurité.</p>
<h2 lang="en">Closed for maintenance</h2><p lang="en">ClubCost is being updated. Please come back in a few moments: your saved work is safe.</p></main></body></html>`;
  return new Response(html, { status: 503, headers: { "content-type": "text/html; charset=utf-8", "retry-after": "300", "cache-control": "no-store" } });
}
