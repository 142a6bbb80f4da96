// Runs before the first paint (an external file: the CSP forbids inline scripts).
// Applies night mode and the remembered language so the page never flashes the wrong theme, and hides
// index.html's static cookie notice once accepted (web/src/components/shell-cookie-notice.ts).
(function () {
  var root = document.documentElement;
  var cookiesKey = "cc.cookies";
  try {
    var theme = localStorage.getItem("cc.theme");
    var dark = theme ? theme === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    root.classList.toggle("dark", dark);
    var lang = localStorage.getItem("cc.lang");
    if (lang === "fr" || lang === "en") root.lang = lang;
    if (localStorage.getItem(cookiesKey) === "accepted") root.setAttribute("data-cookies", "accepted");
  } catch (error) {
    // Storage can be blocked (private mode): keep the light theme.
  }
  // A click on the static notice's button before the app's code has arrived is not lost: it is
  // remembered as the app's own button would (web/src/components/cookie-banner.tsx reads the same key).
  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest("#cc-shell-cookies button")) return;
    root.setAttribute("data-cookies", "accepted");
    try {
      localStorage.setItem(cookiesKey, "accepted");
    } catch (error) {
      // Not remembered (storage blocked): the app asks again, as it does at every visit then.
    }
  });
})();
