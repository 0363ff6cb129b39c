import { Link } from '@mantine/tiptap';
import StarterKit from '@tiptap/starter-kit';
import { RichHtmlEditor, type HeadingButton, type RichHtmlFieldProps } from '../../components/rich-html-editor';

/** What news needs: formatting, one heading level, lists, code and links (no tables or pictures); the server sanitises whatever arrives. */
const newsExtensions = () => [StarterKit.configure({ link: false, heading: { levels: [3] } }), Link.configure({ openOnClick: false })];
const newsHeadingButtons: readonly HeadingButton[] = [3];

export function NewsHtmlEditor(props: RichHtmlFieldProps) {
  return <RichHtmlEditor {...props} extensions={newsExtensions} headingButtons={newsHeadingButtons} />;
}
