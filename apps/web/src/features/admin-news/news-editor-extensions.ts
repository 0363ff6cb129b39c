import { Link } from '@mantine/tiptap';
import StarterKit from '@tiptap/starter-kit';

/** What news needs: formatting, one heading level, lists, code and links (no tables or pictures). */
export const newsEditorExtensions = () => [StarterKit.configure({ link: false, heading: { levels: [3] } }), Link.configure({ openOnClick: false })];
