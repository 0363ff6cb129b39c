import { lazy } from 'react';
import type { RichHtmlFieldProps } from '../../components/rich-html-editor';
import { RichHtmlEditorSuspense } from '../../components/rich-html-editor-suspense';

const TheoryHtmlEditor = lazy(() => import('./theory-html-editor').then((module) => ({ default: module.TheoryHtmlEditor })));

/** A theory page's editor: its extensions keep the page's styled blocks; loaded after the form. */
export function LazyTheoryEditor(props: RichHtmlFieldProps) {
  return (
    <RichHtmlEditorSuspense {...props}>
      <TheoryHtmlEditor {...props} />
    </RichHtmlEditorSuspense>
  );
}
