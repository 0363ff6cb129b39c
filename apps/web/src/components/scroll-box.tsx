import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { markScrollBox } from './mark-scroll-box';
import classes from './scroll-box.module.css';

type ScrollBoxProps = {
  /**
   * The box's name while it overflows, said as what it holds and that it scrolls ('Таблица лидеров,
   * прокручивается'); it then takes focus. None for a box of focusable things (a tab bar): those
   * already bring the keyboard in, and the box scrolls to the focused one.
   */
  label?: string;
  /** The scrolling element, for a screen that scrolls it itself. */
  ref?: Ref<HTMLDivElement>;
  /** The content keeps its start in view (a sticky first column): only the end edge fades. */
  stickyStart?: boolean;
  children: ReactNode;
};

/**
 * The one box that scrolls sideways: content wider than a phone stays whole inside it while the page
 * never gets wider, and its cut edge fades while there is more to see that way (markScrollBox).
 */
export function ScrollBox({ label, ref, stickyStart = false, children }: ScrollBoxProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const merged = useMergedRef(viewport, ref);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const update = () => markScrollBox(element, label);
    update();
    // The box narrows with the screen, and its content widens as it loads (a table's rows, a chart).
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [label]);

  return (
    <div className={classes.root}>
      <div ref={merged} className={classes.viewport} data-scroll-box={label ?? ''} data-sticky-start={stickyStart || undefined}>
        {children}
      </div>
    </div>
  );
}
