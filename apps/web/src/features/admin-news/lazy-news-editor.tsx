import { lazy } from 'react';
import type { RichHtmlFieldProps } from '../../components/rich-html-editor';
import { RichHtmlEditorSuspense } from '../../components/rich-html-editor-suspense';

const NewsHtmlEditor = lazy(() => import('./news-html-editor').then((module) => ({ default: module.NewsHtmlEditor })));

/** The news text's editor, loaded after the form. */
export function LazyNewsEditor(props: RichHtmlFieldProps) {
  return (
    <RichHtmlEditorSuspense {...props}>
      <NewsHtmlEditor {...props} />
    </RichHtmlEditorSuspense>
  );
}
