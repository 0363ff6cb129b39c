/**
 * Marks a box that scrolls sideways by how far it is scrolled: data-more-start / data-more-end while
 * there is more to see that way (the fade of scroll-box.module.css), and, given a label, makes it a
 * named tab stop only while it overflows, so the keyboard can scroll it (WCAG 2.1.1, axe's
 * scrollable-region-focusable) and a box that fits adds nothing to the tab order.
 */
export function markScrollBox(box: HTMLElement, label: string | undefined): void {
  // A pixel of slack: zoom and subpixel widths leave a fraction over in a box that fits.
  const hidden = box.scrollWidth - box.clientWidth;
  const overflows = hidden > 1;
  box.toggleAttribute('data-more-start', overflows && box.scrollLeft > 1);
  box.toggleAttribute('data-more-end', overflows && box.scrollLeft < hidden - 1);
  if (label === undefined) return;
  if (overflows) {
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  } else {
    box.removeAttribute('tabindex');
    box.removeAttribute('role');
    box.removeAttribute('aria-label');
  }
}
