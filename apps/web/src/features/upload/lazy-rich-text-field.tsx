import { LazyRichHtmlEditor } from '../../components/lazy-rich-html-editor';
import type { RichHtmlEditorProps } from '../../components/rich-html-editor';
import { richHtmlExtensions } from '../../components/rich-html-extensions';
import { uploadEditorImage } from './upload-editor-image';

/** A task's HTML keeps headings 3–4 only (under the trainer's own); pictures go up to /tasks/upload-image/. */
const taskExtensions = () => richHtmlExtensions(uploadEditorImage, [3, 4]);
const noHeadingButtons: readonly (2 | 3)[] = [];

/** The editor of a task's text, question and 'Разбор' (SPEC §2: 400 px for a task's text, 200 in the block form). */
export function LazyRichTextField(props: Omit<RichHtmlEditorProps, 'extensions' | 'headings'>) {
  return <LazyRichHtmlEditor {...props} extensions={taskExtensions} headings={noHeadingButtons} />;
}
