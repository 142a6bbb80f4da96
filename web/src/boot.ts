import "./styles.css";

// index.html's script (decision 094). The app's code (the first-screen chunk, fetched from the start
// through the modulepreload link vite.config.ts adds to index.html) runs once the splash has been
// painted: when the code is already there (HTTP cache, fast network) the browser would otherwise run
// ~450 KB of JavaScript before showing anything. On a slow network the splash is painted long before
// the code arrives, and this waits for nothing.
//
// React and React DOM come first, in a task of their own, then the libraries (router, i18next, queries:
// the first-screen-libraries chunk, which importing i18next evaluates), then the app's own first
// screen (decisions 104 and 114): evaluated together they made one task of ~190 ms on a phone (4x
// CPU), which counts ~140 ms of blocking time on every page; as three, each is near or under the
// 50 ms a long task starts at. (i18next is one module, so importing all of it keeps nothing unused,
// where importing react-router's index would keep every export of the package.)
async function boot() {
  await import("react-dom/client");
  await new Promise((resolve) => setTimeout(resolve));
  await import("i18next");
  await new Promise((resolve) => setTimeout(resolve));
  await import("./main");
}

// A page opened in a background tab paints no frame: it starts at once.
if (document.visibilityState === "hidden") void boot();
else requestAnimationFrame(() => setTimeout(boot));
