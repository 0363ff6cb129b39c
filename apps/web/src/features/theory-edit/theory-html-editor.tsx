import { RichHtmlEditor, type HeadingButton, type RichHtmlFieldProps } from '../../components/rich-html-editor';
import { theoryEditorExtensions } from './theory-editor-extensions';

const theoryHeadingButtons: readonly HeadingButton[] = [2, 3];

export function TheoryHtmlEditor(props: RichHtmlFieldProps) {
  return <RichHtmlEditor {...props} extensions={theoryEditorExtensions} headingButtons={theoryHeadingButtons} />;
}
