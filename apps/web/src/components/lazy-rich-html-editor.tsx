import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichHtmlEditorProps } from './rich-html-editor';

const RichHtmlEditor = lazy(() => import('./rich-html-editor').then((module) => ({ default: module.RichHtmlEditor })));

/** The editor (tiptap and ProseMirror, the heaviest code of a screen) loads on its own, after the form. */
export function LazyRichHtmlEditor(props: RichHtmlEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} labelElement="div" required={props.required} description={props.description}>
          <Skeleton height={props.height + 42} mt={4} radius="md" aria-label="Загрузка редактора" />
        </Input.Wrapper>
      }
    >
      <RichHtmlEditor {...props} />
    </Suspense>
  );
}
