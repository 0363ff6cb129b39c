import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { NewsEditorProps } from './news-editor';

const NewsEditor = lazy(() => import('./news-editor').then((module) => ({ default: module.NewsEditor })));

/** The editor (tiptap and ProseMirror, the heaviest code of the screen) loads on its own, after the form. */
export function LazyNewsEditor(props: NewsEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} labelElement="div" required>
          <Skeleton height={props.height + 42} mt={4} radius="md" aria-label="Загрузка редактора" />
        </Input.Wrapper>
      }
    >
      <NewsEditor {...props} />
    </Suspense>
  );
}
