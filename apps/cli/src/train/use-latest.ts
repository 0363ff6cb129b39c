import { useCallback, useRef, useState } from 'react';

/** A value kept in a ref (read by handlers at once) and mirrored in state (to re-render). */
export function useLatest<T>(initial: T): [{ readonly current: T }, (next: T) => void] {
  const ref = useRef(initial);
  const [, setVersion] = useState(0);
  const set = useCallback((next: T) => {
    ref.current = next;
    setVersion((version) => version + 1);
  }, []);
  return [ref, set];
}
