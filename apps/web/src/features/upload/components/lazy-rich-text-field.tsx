import { lazy } from 'react';
import type { RichHtmlFieldProps } from '../../../components/rich-html-editor';
import { RichHtmlEditorSuspense } from '../../../components/rich-html-editor-suspense';

const TaskHtmlEditor = lazy(() => import('./task-html-editor').then((module) => ({ default: module.TaskHtmlEditor })));

/** The editor of a task's text, question and 'Разбор' (SPEC §2: 400 px for a task's text, 200 in the block form), loaded after the form. */
export function LazyRichTextField(props: RichHtmlFieldProps) {
  return (
    <RichHtmlEditorSuspense {...props}>
      <TaskHtmlEditor {...props} />
    </RichHtmlEditorSuspense>
  );
}
