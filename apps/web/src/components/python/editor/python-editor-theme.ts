import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { tags } from '@lezer/highlight';
import { darkEditorColors, lightEditorColors, type PythonEditorColors } from './python-editor-colors';
import { pythonEditorLineHeight, pythonEditorMaxHeight, pythonEditorMinHeight } from './python-editor-size';

/** The editor's look in one scheme: the frame and surfaces of a Mantine input, and Python's colours. */
function createTheme(colors: PythonEditorColors, dark: boolean): Extension {
  const textField = {
    backgroundColor: colors.background,
    color: colors.text,
    border: `1px solid ${colors.border}`,
    borderRadius: 'var(--mantine-radius-sm, 4px)',
    fontSize: '14px',
    padding: '2px 6px',
  };
  const view = EditorView.theme(
    {
      '&': {
        color: colors.text,
        backgroundColor: colors.background,
        border: `1px solid ${colors.border}`,
        borderRadius: 'var(--mantine-radius-md, 8px)',
        fontSize: '14px',
        // In a flex or grid column the editor takes the column's width, never its longest line's.
        width: '100%',
        minWidth: '0',
        overflow: 'hidden',
        // The search panel's checkboxes and the scrollbars in the scheme's own colours.
        colorScheme: dark ? 'dark' : 'light',
      },
      '&.cm-focused': {
        outline: 'none',
        borderColor: 'var(--mantine-primary-color-filled)',
        boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)',
      },
      '.cm-scroller': {
        fontFamily: 'var(--mantine-font-family-monospace, monospace)',
        lineHeight: String(pythonEditorLineHeight),
        maxHeight: pythonEditorMaxHeight,
        overflow: 'auto',
      },
      '.cm-content, .cm-gutter': { minHeight: `${pythonEditorMinHeight}px` },
      '.cm-content': { caretColor: colors.caret, padding: '4px 0' },
      '.cm-line': { padding: '0 8px 0 6px' },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: colors.caret, borderLeftWidth: '2px' },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
        backgroundColor: colors.selection,
      },
      '.cm-activeLine': { backgroundColor: colors.activeLine },
      '.cm-line.cm-errorLine': { backgroundColor: colors.errorLine },
      '.cm-gutters': {
        backgroundColor: colors.gutterBackground,
        color: colors.gutterText,
        borderRight: `1px solid ${colors.border}`,
      },
      '.cm-lineNumbers .cm-gutterElement': { padding: '0 6px 0 8px', minWidth: '3ch' },
      '.cm-activeLineGutter': { backgroundColor: colors.activeLineGutter },
      '.cm-gutterElement.cm-errorLineGutter': {
        backgroundColor: colors.errorGutter,
        color: colors.errorGutterText,
        fontWeight: '700',
      },
      '&.cm-focused .cm-matchingBracket, .cm-matchingBracket': {
        backgroundColor: colors.matchingBracket,
        outline: `1px solid ${colors.string}`,
      },
      '&.cm-focused .cm-nonmatchingBracket, .cm-nonmatchingBracket': {
        backgroundColor: 'transparent',
        color: colors.invalid,
        outline: `1px solid ${colors.invalid}`,
      },
      '.cm-searchMatch': { backgroundColor: colors.searchMatch, outline: `1px solid ${colors.function}` },
      '.cm-searchMatch.cm-searchMatch-selected': { outline: `2px solid ${colors.text}` },
      '.cm-selectionMatch': { backgroundColor: colors.selectionMatch },
      '.cm-specialChar': { color: colors.invalid },
      '.cm-foldPlaceholder': { backgroundColor: colors.gutterBackground, color: colors.text, border: `1px solid ${colors.border}` },
      '.cm-panels': { backgroundColor: colors.gutterBackground, color: colors.text },
      '.cm-panels.cm-panels-top': { borderBottom: `1px solid ${colors.border}` },
      '.cm-panels.cm-panels-bottom': { borderTop: `1px solid ${colors.border}` },
      '.cm-panel.cm-search': { fontFamily: 'var(--mantine-font-family)', fontSize: '14px', padding: '6px 32px 6px 8px' },
      '.cm-panel.cm-search label': { fontSize: '14px' },
      '.cm-textfield': textField,
      '.cm-textfield:focus': { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: '1px' },
      '.cm-button': { ...textField, backgroundImage: 'none', cursor: 'pointer' },
      '.cm-button:active': { backgroundImage: 'none', backgroundColor: colors.activeLineGutter },
      '.cm-panel button[name=close], .cm-dialog-close': { color: colors.text, fontSize: '20px', width: '28px', height: '28px' },
      '.cm-dialog': { fontFamily: 'var(--mantine-font-family)', fontSize: '14px' },
      '.cm-dialog label': { fontSize: '14px' },
      '.cm-tooltip': { backgroundColor: colors.background, color: colors.text, border: `1px solid ${colors.border}` },
      '.cm-tooltip-autocomplete > ul': { fontFamily: 'var(--mantine-font-family-monospace, monospace)' },
      '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
        backgroundColor: 'var(--mantine-primary-color-filled)',
        color: 'var(--mantine-primary-color-contrast, #ffffff)',
      },
      '.cm-completionDetail': { color: colors.comment },
    },
    { dark },
  );
  const highlight = HighlightStyle.define([
    { tag: [tags.keyword, tags.controlKeyword, tags.operatorKeyword, tags.definitionKeyword, tags.moduleKeyword, tags.modifier, tags.meta], color: colors.keyword },
    { tag: [tags.bool, tags.null, tags.atom, tags.number, tags.escape], color: colors.number },
    { tag: [tags.string, tags.special(tags.string)], color: colors.string },
    { tag: [tags.comment, tags.lineComment], color: colors.comment, fontStyle: 'italic' },
    {
      tag: [tags.function(tags.variableName), tags.function(tags.definition(tags.variableName)), tags.function(tags.propertyName), tags.definition(tags.className), tags.className],
      color: colors.function,
    },
    { tag: tags.invalid, color: colors.invalid },
  ]);
  return [view, syntaxHighlighting(highlight)];
}

export const lightPythonEditorTheme = createTheme(lightEditorColors, false);
export const darkPythonEditorTheme = createTheme(darkEditorColors, true);
