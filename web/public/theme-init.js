// Runs before the first paint (an external file: the CSP forbids inline scripts).
// Applies night mode and the remembered language so the page never flashes the wrong theme.
(function () {
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem("cc.theme");
    var dark = theme ? theme === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    root.classList.toggle("dark", dark);
    var lang = localStorage.getItem("cc.lang");
    if (lang === "fr" || lang === "en") root.lang = lang;
  } catch (error) {
    // Storage can be blocked (private mode): keep the light theme.
  }
})();
