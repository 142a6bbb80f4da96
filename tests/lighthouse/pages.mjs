// The pages of issue 9's web budget: who opens them, and how to tell the page really is the one meant
// (a logged-in page that fell back to the login screen must fail, not score the login screen twice).

const password = "clubcost-demo";

export const pages = [
  {
    name: "login",
    path: "/#/login",
    account: null,
    expect: { hash: /^#\/login$/, password: true },
  },
  {
    // With exactly one organization the landing opens it at once (product.md 5), and every demo account
    // has one: the global admin gets a second federation first, so the landing shows its cards.
    name: "landing",
    path: "/#/Landing",
    account: "admin@demo.clubcost.app",
    prepare: {
      path: "/api/federation/create",
      body: {
        request: {
          name: "Fédération Lighthouse",
          logo: "/brands/default.svg",
          contact: "contact@demo.clubcost.app",
          quota: 5,
          contractEnd: "2099-12-31",
        },
      },
    },
    expect: { hash: /^#\/Landing$/, password: false, heading: /^(Mes organisations|My organizations)$/ },
  },
  {
    name: "calculator",
    path: "/#/demo-club/calculator",
    account: "club@demo.clubcost.app",
    expect: { hash: /^#\/demo-club\/calculator$/, password: false, heading: /Ping Club de Démo|Calculat/ },
  },
];

/**
 * Logs the browser in through the API from inside the page, so the browser itself keeps the HttpOnly
 * refresh cookie and the app restores the session on the audited load, as after a real visit.
 * (A fixed Cookie header would not do: the refresh token rotates at every load and a replay ends the session.)
 */
export async function logIn(page, base, { account, prepare }) {
  const client = await page.createCDPSession();
  await client.send("Network.clearBrowserCookies");
  await client.detach();
  if (!account) return;
  await page.goto(`${base}/#/login`, { waitUntil: "load" });
  const failure = await page.evaluate(
    async (login, setup) => {
      const json = { "content-type": "application/json" };
      const answer = await fetch("/api/auth/login", {
        method: "POST",
        headers: json,
        body: JSON.stringify(login),
      });
      if (answer.status !== 200) return `login answered ${answer.status}`;
      if (!setup) return null;
      const { token } = await answer.json();
      const made = await fetch(setup.path, {
        method: "POST",
        headers: { ...json, "x-access-token": token },
        body: JSON.stringify(setup.body),
      });
      return made.status === 200 ? null : `${setup.path} answered ${made.status}: ${await made.text()}`;
    },
    { login: account, password },
    prepare && !prepare.done ? { path: prepare.path, body: prepare.body } : null,
  );
  if (failure) throw new Error(`Setting up ${account}: ${failure}`);
  // Once is enough: later runs of the same page find the data already there.
  if (prepare) prepare.done = true;
  await page.goto("about:blank");
}

/** What the audited page shows at the end of the run; a list of problems, empty when it is the page meant. */
export async function checkPage(page, lhr, expect) {
  const problems = [];
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (!expect.hash.test(finalUrl.hash)) problems.push(`Lighthouse's final URL is ${lhr.finalDisplayedUrl}`);
  // Lighthouse leaves the page as it audited it: read the DOM once the app has settled.
  const seen = await page
    .waitForFunction(() => document.querySelector("h1, input[type=password]") !== null, { timeout: 10_000 })
    .then(() =>
      page.evaluate(() => ({
        hash: location.hash,
        password: document.querySelector("input[type=password]") !== null,
        heading: document.querySelector("h1")?.textContent?.trim() ?? "",
      })),
    )
    .catch((error) => ({ hash: "?", password: false, heading: `(no page: ${error.message})` }));
  if (!expect.hash.test(seen.hash)) problems.push(`the page is at ${seen.hash}`);
  if (seen.password !== expect.password)
    problems.push(
      seen.password ? "it shows a password field (the login screen)" : "it shows no password field",
    );
  if (expect.heading && !expect.heading.test(seen.heading)) problems.push(`its heading is "${seen.heading}"`);
  return problems;
}
