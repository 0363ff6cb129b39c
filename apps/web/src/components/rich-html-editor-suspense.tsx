import { Input, Skeleton } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import type { RichHtmlFieldProps } from './rich-html-editor';

type RichHtmlEditorSuspenseProps = Pick<RichHtmlFieldProps, 'label' | 'height' | 'required' | 'description'> & { children: ReactNode };

/**
 * The field's place while its editor loads: the editor (tiptap and ProseMirror, the heaviest code of
 * a screen) comes in a chunk of its own, with the screen's extensions, after the form.
 */
export function RichHtmlEditorSuspense({ label, height, required, description, children }: RichHtmlEditorSuspenseProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={label} labelElement="div" required={required} description={description}>
          <Skeleton height={height + 42} mt={4} radius="md" aria-label="Загрузка редактора" />
        </Input.Wrapper>
      }
    >
      {children}
    </Suspense>
  );
}
