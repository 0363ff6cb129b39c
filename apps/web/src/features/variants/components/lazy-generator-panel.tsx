import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

const GeneratorPanel = lazy(() => import('./generator-panel').then((module) => ({ default: module.GeneratorPanel })));

/** The generator's tab loads its code when opened: the variants page a guest lands on does without it (docs/decisions/025). */
export function LazyGeneratorPanel(props: ComponentProps<typeof GeneratorPanel>) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader role="status" aria-label="Загрузка генератора" />
        </Center>
      }
    >
      <GeneratorPanel {...props} />
    </Suspense>
  );
}
