import { Paper, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PythonPanelProps } from './python-panel';

const PythonPanel = lazy(() => import('./python-panel').then((module) => ({ default: module.PythonPanel })));

/** The Python panel, fetched with its editor only when a student opens it: the first load carries none of it. */
export function LazyPythonPanel(props: PythonPanelProps) {
  return (
    <Suspense
      fallback={
        <Paper withBorder p="md" aria-label="Загрузка редактора Python" aria-busy>
          <Stack gap="sm">
            <Skeleton height={22} width="40%" />
            <Skeleton height={240} />
            <Skeleton height={36} width="60%" />
          </Stack>
        </Paper>
      }
    >
      <PythonPanel {...props} />
    </Suspense>
  );
}
