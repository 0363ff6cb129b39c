import { lazy, Suspense, type ComponentProps } from 'react';

const StaffLinksMenu = lazy(() => import('./staff-links-menu').then((module) => ({ default: module.StaffLinksMenu })));

/** Only staff see the 'Управление' menu: its code (a popover menu) stays out of everyone's first load (docs/decisions/025). */
export function LazyStaffLinksMenu(props: ComponentProps<typeof StaffLinksMenu>) {
  return (
    <Suspense fallback={null}>
      <StaffLinksMenu {...props} />
    </Suspense>
  );
}
