import { Typography } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import classes from './task-html.module.css';

/**
 * Each top-level table goes into a box of its own that scrolls sideways, so a table wider than a phone
 * (the type 1 road table with П1…П8) stays whole and reachable while the page itself never gets wider.
 */
function wrapTables(html: string): string {
  if (!html.includes('<table')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const table of Array.from(template.content.querySelectorAll('table'))) {
    if (table.parentElement?.closest('table')) continue;
    const box = document.createElement('div');
    box.className = classes.tableScroll ?? '';
    box.dataset.tableScroll = '';
    table.replaceWith(box);
    box.append(table);
  }
  return template.innerHTML;
}

/**
 * A box that actually scrolls becomes a tab stop with a name, so the keyboard can scroll it too;
 * a table that fits adds nothing to the tab order.
 */
function markScrollableBoxes(root: HTMLElement): void {
  for (const box of Array.from(root.querySelectorAll<HTMLElement>('[data-table-scroll]'))) {
    if (box.scrollWidth > box.clientWidth + 1) {
      box.tabIndex = 0;
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', 'Таблица, прокручивается вбок');
    } else {
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
      box.removeAttribute('aria-label');
    }
  }
}

/**
 * Task HTML as the server stored it: it is sanitised on every upload (sanitizeTaskHtml), so it is
 * rendered as is, with borders for tables and a frame for code.
 */
export function TaskHtml({ html }: { html: string }) {
  const content = useMemo(() => wrapTables(html), [html]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element || !content.includes('data-table-scroll')) return;
    markScrollableBoxes(element);
    const observer = new ResizeObserver(() => markScrollableBoxes(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, [content]);

  return <Typography ref={root} className={classes.html} dangerouslySetInnerHTML={{ __html: content }} />;
}
