import { useRef, type TouchEvent } from 'react';

const thresholdPx = 50;

/** Touch handlers that call onSwipe after a leftward swipe of more than 50 px (SPEC §9). */
export function useSwipeLeft(onSwipe: () => void): { onTouchStart: (event: TouchEvent) => void; onTouchEnd: (event: TouchEvent) => void } {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const dx = touch.clientX - from.x;
      if (dx < -thresholdPx && Math.abs(dx) > Math.abs(touch.clientY - from.y)) onSwipe();
    },
  };
}
