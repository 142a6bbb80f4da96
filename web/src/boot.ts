import "./styles.css";

// index.html's script (decision 094). The app's code (the first-screen chunk, fetched from the start
// through the modulepreload link vite.config.ts adds to index.html) runs once the splash has been
// painted: when the code is already there (HTTP cache, fast network) the browser would otherwise run
// ~450 KB of JavaScript before showing anything. On a slow network the splash is painted long before
// the code arrives, and this waits for nothing.
function boot() {
  void import("./main");
}

// A page opened in a background tab paints no frame: it starts at once.
if (document.visibilityState === "hidden") boot();
else requestAnimationFrame(() => setTimeout(boot));
