/* global window, document */
// Sets the saved theme before the first paint, so a dark page does not flash white.
// A separate file because the server's CSP allows no inline scripts.
(function () {
  var saved = null;
  try {
    saved = window.localStorage.getItem('theme');
  } catch {
    saved = null;
  }
  var dark = saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
})();
