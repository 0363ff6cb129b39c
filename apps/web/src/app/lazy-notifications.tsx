import { lazy, Suspense, type ComponentProps } from 'react';

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/**
 * The toasts' container loads after the first render: `notifications.show()` only writes to a small
 * store, which the container reads when it arrives, so no toast is lost (docs/decisions/025).
 */
export function LazyNotifications(props: ComponentProps<typeof Toasts>) {
  return (
    <Suspense fallback={null}>
      <Toasts {...props} />
    </Suspense>
  );
}
