import { useEffect, useEffectEvent } from 'react';

/** A field being typed in, or a box that scrolls sideways (ScrollBox, TaskHtml's tables and code) that the arrow keys scroll. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [data-scroll-box]') !== null;
}

/** Calls onPress on the ArrowRight key, unless the student is typing in a field or scrolling a box sideways (SPEC §2). */
export function useArrowRight(onPress: () => void, enabled: boolean): void {
  const press = useEffectEvent(onPress);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (ownsArrowKeys(event.target) || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      event.preventDefault();
      press();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
