import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

const RichTextField = lazy(() => import('./rich-text-field').then((module) => ({ default: module.RichTextField })));

type LazyRichTextFieldProps = ComponentProps<typeof RichTextField>;

/** The editor (tiptap and ProseMirror, the heaviest code of the screen) loads on its own, after the form. */
export function LazyRichTextField(props: LazyRichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} labelElement="div" required={props.required} description={props.description}>
          <Skeleton height={props.height + 42} mt={4} radius="md" aria-label="Загрузка редактора" />
        </Input.Wrapper>
      }
    >
      <RichTextField {...props} />
    </Suspense>
  );
}
