import { lazy, Suspense, type ComponentProps } from 'react';
import { VariantCardsSkeleton } from './variant-cards-skeleton';

const HomeworkPanel = lazy(() => import('./homework-panel').then((module) => ({ default: module.HomeworkPanel })));

/** The homework tab (signed-in students only) loads its code when opened, not with the page a guest lands on (docs/decisions/025). */
export function LazyHomeworkPanel(props: ComponentProps<typeof HomeworkPanel>) {
  return (
    <Suspense fallback={<VariantCardsSkeleton />}>
      <HomeworkPanel {...props} />
    </Suspense>
  );
}
