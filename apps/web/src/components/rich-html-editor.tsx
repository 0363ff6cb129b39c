import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { AnyExtension } from '@tiptap/core';
import { useEditor } from '@tiptap/react';
import { memo, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { acceptedImageTypes } from '../lib/image-file-rules';
import { richHtmlEditorLabels } from './rich-html-editor-labels';
import classes from './rich-html-editor.module.css';
import { tightenListItems } from './tighten-list-items';
import { toolbarCapabilitiesOf } from './toolbar-capabilities-of';

function attributesOf(labelId: string, invalid: boolean, required: boolean): Record<string, string> {
  return { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'aria-invalid': String(invalid), 'aria-required': String(required) };
}

/** What a form gives the editor of one of its fields. */
export type RichHtmlFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Height of the writing area in px. */
  height: number;
  error?: string | undefined;
  required?: boolean;
  description?: string;
};

/** Heading buttons a toolbar may show; the levels the editor keeps are its extensions' business. */
export type HeadingButton = 2 | 3;

export type RichHtmlEditorProps = RichHtmlFieldProps & {
  /** The editor's extensions, made once when it mounts (richHtmlExtensions with the screen's upload). */
  extensions: () => AnyExtension[];
  /**
   * The heading buttons shown: a task's text keeps pasted h3–h4 but offers none (the trainer's page
   * has its own headings), news offers h3, theory h2 and h3.
   */
  headingButtons: readonly HeadingButton[];
};

function RichHtmlEditorView({ label, value, onChange, height, extensions: makeExtensions, headingButtons, error, required, description }: RichHtmlEditorProps) {
  const fieldId = useId();
  const labelId = `${fieldId}-label`;
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Options that stay the same object between renders: useEditor compares them on every render and
  // would otherwise reconfigure the editor on each keystroke anywhere in the form.
  const [extensions] = useState(makeExtensions);
  const [can] = useState(() => toolbarCapabilitiesOf(extensions));
  const [initialContent] = useState(value);
  const editorProps = useMemo(() => ({ attributes: attributesOf(labelId, Boolean(error), Boolean(required)) }), [labelId, error, required]);
  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : tightenListItems(current.getHTML());
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelElement="div" id={fieldId} error={error} required={required} description={description}>
      <RichTextEditor
        editor={editor}
        labels={richHtmlEditorLabels}
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
            {can.scripts && <RichTextEditor.Subscript />}
            {can.scripts && <RichTextEditor.Superscript />}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            {headingButtons.includes(2) && <RichTextEditor.H2 />}
            {headingButtons.includes(3) && <RichTextEditor.H3 />}
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          {can.tables && (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.TableInsert maxRows={8} maxColumns={8} />
              <RichTextEditor.TableRowAfter />
              <RichTextEditor.TableColumnAfter />
              <RichTextEditor.TableDelete />
            </RichTextEditor.ControlsGroup>
          )}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            {can.images && <RichTextEditor.ImageUpload accept={acceptedImageTypes} />}
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
 * Authors' HTML in Mantine's tiptap editor, the one editor of a task's text and 'Разбор', theory and
 * news: each screen gives its extensions and heading buttons. The value goes out as HTML ('' when
 * empty), its list items without the paragraph the editor puts in them (tightenListItems); a value
 * set from outside (a restored draft, a reset form) replaces the content. A new onChange alone does
 * not re-render it (the latest one is always called): the form re-renders on every keystroke, and
 * each re-render would reconfigure the editor.
 */
export const RichHtmlEditor = memo(RichHtmlEditorView, (before, after) =>
  (Object.keys(after) as (keyof RichHtmlEditorProps)[]).every((key) => key === 'onChange' || before[key] === after[key]),
);
