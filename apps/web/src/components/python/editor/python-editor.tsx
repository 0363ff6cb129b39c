import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { python } from '@codemirror/lang-python';
import { bracketMatching, foldKeymap, indentOnInput, indentUnit } from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorState, Prec } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useLayoutEffect, useRef, useState, type JSX } from 'react';
import { errorLineHighlight, setErrorLine } from './error-line-highlight';
import { findTextChange } from './find-text-change';
import { pythonEditorPhrases } from './python-editor-phrases';
import { darkPythonEditorTheme, lightPythonEditorTheme } from './python-editor-theme';

export type PythonEditorProps = {
  value: string;
  onChange(code: string): void;
  /** Ctrl+Enter (and Cmd+Enter on a Mac) */
  onRun(): void;
  /** 1-based line to highlight as the error's line (null: none); cleared by the parent when the code changes */
  errorLine: number | null;
  /** the accessible name of the editing area, e.g. 'Программа на Python' */
  label: string;
  dark: boolean;
};

/** A change that came in through `value`: the parent already has it, so it is not sent back through onChange. */
const fromParent = Annotation.define<boolean>();

/**
 * The editing area's name and description. The tabindex only says aloud what contenteditable already
 * does: axe counts a box that scrolls (a long line on a phone, a long program) as reachable by keyboard
 * only through an element with a tabindex, and the content is what the keyboard reaches.
 */
function contentAttributes(label: string, hintId: string) {
  return EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': hintId, tabindex: '0' });
}

/** Four spaces a level, as PEP 8 and the exam's IDEs indent. */
const pythonIndent = [indentUnit.of('    '), EditorState.tabSize.of(4)];

/**
 * The code editor of 'Решить на Python' (CodeMirror 6): Python's highlighting and indentation, line
 * numbers, undo, bracket matching, search, a Russian interface; Ctrl+Enter runs. Tab indents; a
 * keyboard user leaves with Esc and then Tab (CodeMirror's own way out, said in the field's
 * description). Load it only through a dynamic import: CodeMirror is some 150 KB gzipped that no other screen
 * needs.
 */
export function PythonEditor({ value, onChange, onRun, errorLine, label, dark }: PythonEditorProps): JSX.Element {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ value, onChange, onRun, label, dark });
  const hintId = useId();
  const [compartments] = useState(() => ({ theme: new Compartment(), attributes: new Compartment() }));

  useLayoutEffect(() => {
    latest.current = { value, onChange, onRun, label, dark };
  });

  useLayoutEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const initial = latest.current;
    const run = () => {
      latest.current.onRun();
      return true;
    };
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: initial.value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          drawSelection(),
          dropCursor(),
          EditorState.allowMultipleSelections.of(true),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          // Only on Ctrl+Space: a list that opened while typing would take the Enter meant for a new line.
          autocompletion({ activateOnTyping: false }),
          rectangularSelection(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          python(),
          pythonIndent,
          EditorState.phrases.of(pythonEditorPhrases),
          // Above the default keymap, where Mod-Enter inserts a blank line. On a Mac Mod is Cmd, and Ctrl+Enter runs too.
          Prec.highest(keymap.of([{ key: 'Mod-Enter', run }, { key: 'Ctrl-Enter', run }])),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, indentWithTab]),
          errorLineHighlight,
          compartments.theme.of(initial.dark ? darkPythonEditorTheme : lightPythonEditorTheme),
          compartments.attributes.of(contentAttributes(initial.label, hintId)),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((transaction) => transaction.annotation(fromParent))) return;
            latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [compartments, hintId]);

  // New code from outside (the server's copy, a reset): only the part that differs is replaced, so the
  // cursor stays where it was; the student's own typing comes back equal and changes nothing.
  useLayoutEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const change = findTextChange(editor.state.doc.toString(), value);
    if (change) editor.dispatch({ changes: change, annotations: fromParent.of(true) });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.theme.reconfigure(dark ? darkPythonEditorTheme : lightPythonEditorTheme) });
  }, [compartments, dark]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.attributes.reconfigure(contentAttributes(label, hintId)),
    });
  }, [compartments, label, hintId]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const { doc } = editor.state;
    const line = errorLine !== null && Number.isInteger(errorLine) && errorLine >= 1 && errorLine <= doc.lines ? doc.line(errorLine) : null;
    editor.dispatch({
      effects: line ? [setErrorLine.of(line.from), EditorView.scrollIntoView(line.from, { y: 'nearest', yMargin: 24 })] : [setErrorLine.of(null)],
    });
  }, [errorLine]);

  return (
    <div style={{ minWidth: 0, maxWidth: '100%' }}>
      <div ref={host} />
      <VisuallyHidden id={hintId}>
        Tab добавляет отступ. Чтобы уйти из редактора клавишей Tab, нажмите сначала Esc. Ctrl+Enter запускает программу.
      </VisuallyHidden>
    </div>
  );
}
