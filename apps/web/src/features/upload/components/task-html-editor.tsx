import { RichHtmlEditor, type HeadingButton, type RichHtmlFieldProps } from '../../../components/rich-html-editor';
import { richHtmlExtensions } from '../../../components/rich-html-extensions';
import { uploadEditorImage } from '../api/upload-editor-image';

/** A task's HTML keeps headings 3–4 only (under the trainer's own); pictures go up to /tasks/upload-image/. */
const taskExtensions = () => richHtmlExtensions(uploadEditorImage, [3, 4]);
const noHeadingButtons: readonly HeadingButton[] = [];

/** The editor of a task's text, question and 'Разбор'. */
export function TaskHtmlEditor(props: RichHtmlFieldProps) {
  return <RichHtmlEditor {...props} extensions={taskExtensions} headingButtons={noHeadingButtons} />;
}
