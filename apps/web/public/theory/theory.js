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

  // A code block or a table wider than a phone scrolls sideways; one that does takes keyboard focus so
  // it can be scrolled without a mouse (the database copy of a page loses tabindex to the sanitiser).
  function markScrollers() {
    var boxes = document.querySelectorAll('pre, table');
    for (var i = 0; i < boxes.length; i++) {
      if (boxes[i].scrollWidth > boxes[i].clientWidth + 1) boxes[i].setAttribute('tabindex', '0');
      else boxes[i].removeAttribute('tabindex');
    }
  }

  function update() {
    markScrollers();
    reportHeight();
  }

  document.addEventListener('DOMContentLoaded', function () {
    update();
    if (typeof ResizeObserver === 'function') new ResizeObserver(update).observe(document.body);
  });
  window.addEventListener('load', update);
})();
