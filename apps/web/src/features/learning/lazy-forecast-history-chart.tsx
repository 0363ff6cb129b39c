import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

const ForecastHistoryChart = lazy(() => import('./forecast-history-chart').then((module) => ({ default: module.ForecastHistoryChart })));

/** The forecast's chart loads with the Статистика tab, never with the first page (decision 025). */
export function LazyForecastHistoryChart(props: ComponentProps<typeof ForecastHistoryChart>) {
  return (
    <Suspense fallback={<Skeleton height={200} radius="sm" role="status" aria-label="Загрузка графика" />}>
      <ForecastHistoryChart {...props} />
    </Suspense>
  );
}
