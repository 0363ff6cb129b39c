import { useEffect, type RefObject } from 'react';

/**
 * Publishes the height of a bar stuck under the header as `--sticky-bar-height` on <html>, whose
 * scroll-padding (app-layout.module.css) then keeps focus, anchors and scrollIntoView clear of it.
 */
export function useStickyHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--sticky-bar-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-bar-height');
    };
  }, [bar]);
}
