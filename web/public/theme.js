// Sets <html data-theme> before the first paint, so no page flashes the other theme. Same rule
// as resolveTheme in web/theme.ts (tests/unit/site/theme.test.ts runs this file against it): a
// stored choice wins, else the system's preference. A classic script, so it blocks the parser
// for the moment it takes; served from our origin, so the CSP needs no hash or nonce for it.
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('SEOnline_theme');
  } catch {
    // Storage blocked: follow the system.
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
