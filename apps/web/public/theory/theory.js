/* global window, document, ResizeObserver */
// Theory pages take the app's theme from ?theme=light|dark (the system theme otherwise) and tell the
// app how tall they are, so the frame shows them without a scrollbar of its own.
(function () {
  var theme = new URLSearchParams(window.location.search).get('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.setAttribute('data-theme', theme);

  function reportHeight() {
    if (window.parent === window || !document.body) return;
    var style = window.getComputedStyle(document.body);
    var height = document.body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
    window.parent.postMessage({ type: 'theory-height', height: Math.ceil(height) }, window.location.origin);
  }

  document.addEventListener('DOMContentLoaded', function () {
    reportHeight();
    if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.body);
  });
  window.addEventListener('load', reportHeight);
})();
