/* global window, document, ResizeObserver */
// Theory pages take the app's theme from ?theme=light|dark (the system theme otherwise) and tell the
// app how tall they are, so the frame shows them without a scrollbar of its own. Inside the app's
// frame each Python example gets a 'Запустить' button that hands its code to the app, which runs it
// in the browser ('Решить на Python'). The button comes from this script, not from the page's HTML:
// the database copy of a page is sanitised (no buttons, no scripts) and still loads this script.
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

  // Same origin only: a page opened on its own, or framed by another site, shows no button.
  function insideApp() {
    if (window.parent === window) return false;
    try {
      return window.parent.location.origin === window.location.origin;
    } catch {
      // another origin's parent: reading its location throws
      return false;
    }
  }

  function addRunButtons() {
    if (!insideApp()) return;
    var blocks = document.querySelectorAll('pre > code.language-python');
    for (var i = 0; i < blocks.length; i++) {
      var pre = blocks[i].parentNode;
      var next = pre.nextElementSibling;
      if (next && next.className === 'run-example') continue;
      pre.parentNode.insertBefore(createRunButton(blocks[i]), pre.nextSibling);
    }
  }

  function createRunButton(code) {
    var box = document.createElement('p');
    box.className = 'run-example';
    var button = document.createElement('button');
    button.type = 'button';
    // The visible word starts the name, so 'Запустить' by voice or by search finds it.
    button.setAttribute('aria-label', 'Запустить пример на Python');
    var icon = document.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = '\u25B6\uFE0E';
    button.appendChild(icon);
    button.appendChild(document.createTextNode(' Запустить'));
    button.addEventListener('click', function () {
      window.parent.postMessage({ type: 'theory-run', code: code.textContent }, window.location.origin);
    });
    box.appendChild(button);
    return box;
  }

  function update() {
    markScrollers();
    reportHeight();
  }

  document.addEventListener('DOMContentLoaded', function () {
    addRunButtons();
    update();
    if (typeof ResizeObserver === 'function') new ResizeObserver(update).observe(document.body);
  });
  window.addEventListener('load', update);
})();
