/**
 * The Python editor's colours in each scheme. Surfaces that are Mantine's own colours are written as
 * its CSS variable with the palette's value as the fallback (`mantineColor`), so the editor sits in the
 * page like a Mantine input; the syntax colours are our own, each picked to read at 4.5:1 (WCAG 2.2
 * AA, 1.4.3) on every surface text can be on: the editor, the active line, the error's line, the
 * selection, a matched bracket, a search match (python-editor-colors.test.ts checks every pair).
 *
 * Line backgrounds (active line, error line) are translucent (#rrggbbaa): CodeMirror draws the
 * selection behind the lines, and an opaque line would hide it.
 */
export type PythonEditorColors = {
  background: string;
  text: string;
  border: string;
  caret: string;
  gutterBackground: string;
  gutterText: string;
  activeLine: string;
  activeLineGutter: string;
  selection: string;
  errorLine: string;
  /** The error line's number in the gutter: white text on it. */
  errorGutter: string;
  errorGutterText: string;
  matchingBracket: string;
  searchMatch: string;
  selectionMatch: string;
  keyword: string;
  string: string;
  number: string;
  comment: string;
  /** Function and class names, where defined and where called. */
  function: string;
  /** A bracket without its pair, a control character. */
  invalid: string;
};

/** `var(--mantine-color-<name>, <hex>)`: Mantine's colour, with its default value if the variable is missing. */
export function mantineColor(name: string, hex: string): string {
  return `var(--mantine-color-${name}, ${hex})`;
}

export const lightEditorColors: PythonEditorColors = {
  background: mantineColor('white', '#ffffff'),
  text: mantineColor('gray-9', '#212529'),
  border: mantineColor('gray-4', '#ced4da'),
  caret: mantineColor('black', '#000000'),
  gutterBackground: mantineColor('gray-0', '#f8f9fa'),
  gutterText: '#5c636a',
  activeLine: '#e9ecef80',
  activeLineGutter: mantineColor('gray-2', '#e9ecef'),
  selection: '#d7e1ff',
  errorLine: '#ffa8a866',
  errorGutter: mantineColor('red-9', '#c92a2a'),
  errorGutterText: '#ffffff',
  matchingBracket: '#c3f0cc',
  searchMatch: '#ffec99',
  selectionMatch: '#e3e8ee',
  keyword: '#8a1fa8',
  string: '#176326',
  number: '#1c55b5',
  comment: '#50565c',
  function: '#8f4400',
  invalid: '#a61f17',
};

export const darkEditorColors: PythonEditorColors = {
  background: mantineColor('dark-6', '#2e2e2e'),
  text: '#dcdcdc',
  border: mantineColor('dark-4', '#424242'),
  caret: mantineColor('white', '#ffffff'),
  gutterBackground: mantineColor('dark-7', '#242424'),
  gutterText: '#a6a6a6',
  activeLine: '#ffffff0d',
  activeLineGutter: mantineColor('dark-5', '#3b3b3b'),
  selection: '#26336b',
  errorLine: '#ff6b6b3d',
  errorGutter: mantineColor('red-9', '#c92a2a'),
  errorGutterText: '#ffffff',
  matchingBracket: '#1d4d28',
  searchMatch: '#4d3f00',
  selectionMatch: '#3d4147',
  keyword: '#e2bfff',
  string: '#8ce99a',
  number: '#a5d2ff',
  comment: '#bdbdbd',
  function: '#ffd479',
  invalid: '#ffb3b3',
};
