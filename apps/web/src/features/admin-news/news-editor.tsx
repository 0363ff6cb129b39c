import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { memo, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import classes from './news-editor.module.css';
import { newsEditorLabels } from './news-editor-labels';

export type NewsEditorProps = {
  label: string;
  /** The HTML the editor starts from; the form remounts the editor to start again. */
  initialValue: string;
  onChange: (html: string) => void;
  height: number;
  error?: string | undefined;
};

const extensions = () => [StarterKit.configure({ link: false, heading: { levels: [3] } }), Link.configure({ openOnClick: false })];

function NewsEditorView({ label, initialValue, onChange, height, error }: NewsEditorProps) {
  const fieldId = useId();
  const labelId = `${fieldId}-label`;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // Options kept the same object between renders: useEditor would reconfigure the editor otherwise.
  const [editorExtensions] = useState(extensions);
  const [content] = useState(initialValue);
  const editorProps = useMemo(
    () => ({ attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'aria-invalid': String(Boolean(error)), 'aria-required': 'true' } }),
    [labelId, error],
  );
  const editor = useEditor({
    extensions: editorExtensions,
    content,
    editorProps,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Input.Wrapper label={label} labelElement="div" id={fieldId} error={error} required>
      <RichTextEditor
        editor={editor}
        labels={newsEditorLabels}
        className={classes.editor}
        data-invalid={error ? true : undefined}
        mt={4}
        style={{ '--editor-height': `${height}px` } as CSSProperties}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/**
 * The news text in the tiptap editor the upload screen uses, with what news needs: formatting, lists,
 * code and links (no tables or pictures); the server sanitises whatever arrives. A new onChange alone
 * does not re-render it (the latest is always called): each re-render would reconfigure the editor,
 * and the form re-renders on every keystroke in it.
 */
export const NewsEditor = memo(NewsEditorView, (before, after) =>
  (Object.keys(after) as (keyof NewsEditorProps)[]).every((key) => key === 'onChange' || before[key] === after[key]),
);
