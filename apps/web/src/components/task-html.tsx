import { Typography } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { markScrollBox } from './mark-scroll-box';
import scrollBox from './scroll-box.module.css';
import classes from './task-html.module.css';

const tableLabel = 'Таблица, прокручивается вбок';
const codeLabel = 'Код, прокручивается вбок';

/** A frame around a box that scrolls, for its focus ring (scroll-box.module.css). */
function frame(box: Element, className: string): void {
  const around = document.createElement('div');
  around.className = className;
  box.replaceWith(around);
  around.append(box);
}

/**
 * Each top-level table goes into a box of its own that scrolls sideways, as does each code block, so
 * one wider than a phone (the type 1 road table with П1…П8, a long line of Python) stays whole and
 * reachable while the page itself never gets wider: the markup of ScrollBox, which TaskHtml marks.
 */
function wrapScrollBoxes(html: string): string {
  if (!html.includes('<table') && !html.includes('<pre')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const table of Array.from(template.content.querySelectorAll('table'))) {
    if (table.parentElement?.closest('table')) continue;
    const box = document.createElement('div');
    box.className = scrollBox.viewport ?? '';
    box.dataset.scrollBox = tableLabel;
    frame(table, `${scrollBox.root} ${classes.tableScroll}`);
    table.replaceWith(box);
    box.append(table);
  }
  for (const pre of Array.from(template.content.querySelectorAll('pre'))) {
    pre.classList.add(scrollBox.viewport ?? '');
    pre.dataset.scrollBox = codeLabel;
    frame(pre, scrollBox.root ?? '');
  }
  return template.innerHTML;
}

/**
 * Task HTML as the server stored it: it is sanitised on every upload (sanitizeTaskHtml), so it is
 * rendered as is, with borders for tables and a frame for code.
 */
export function TaskHtml({ html }: { html: string }) {
  const content = useMemo(() => wrapScrollBoxes(html), [html]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element || !content.includes('data-scroll-box')) return;
    const boxes = Array.from(element.querySelectorAll<HTMLElement>('[data-scroll-box]'));
    const markAll = () => {
      for (const box of boxes) markScrollBox(box, box.dataset.scrollBox);
    };
    markAll();
    // The text narrows with the screen, and a folded 'Разбор' has no width until it opens.
    const observer = new ResizeObserver(markAll);
    observer.observe(element);
    // Scroll events do not bubble: the boxes' are caught on their way down.
    const onScroll = (event: Event) => {
      if (event.target instanceof HTMLElement && event.target.dataset.scrollBox) markScrollBox(event.target, event.target.dataset.scrollBox);
    };
    element.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [content]);

  return <Typography ref={root} className={classes.html} dangerouslySetInnerHTML={{ __html: content }} />;
}
