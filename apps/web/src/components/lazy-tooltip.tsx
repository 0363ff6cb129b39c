import { lazy, Suspense, type ComponentProps } from 'react';

const Tooltip = lazy(() => import('./hover-tooltip').then((module) => ({ default: module.HoverTooltip })));

/**
 * Mantine's Tooltip without its positioning library in the first load: the child shows at once and
 * gains its tooltip when the code arrives (docs/decisions/025).
 */
export function LazyTooltip({ children, ...props }: ComponentProps<typeof Tooltip>) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
