/**
 * CodeMirror's interface in Russian (its `EditorState.phrases`): the search and replace panel, 'go to
 * line', folding, the lint panel, completions, and what it announces to screen readers. Keys are
 * CodeMirror's English phrases; python-editor-phrases.test.ts finds every phrase the installed
 * @codemirror packages ask for, so an upgrade that adds one fails until it is translated here.
 * '$' is where CodeMirror puts a number.
 */
export const pythonEditorPhrases: Readonly<Record<string, string>> = {
  // @codemirror/view
  'Control character': 'Управляющий символ',
  close: 'закрыть',
  // @codemirror/commands
  'Selection deleted': 'Выделенное удалено',
  // @codemirror/search: the panel (Ctrl+F) and 'go to line' (Ctrl+Alt+G)
  Find: 'Найти',
  Replace: 'Заменить на',
  next: 'следующее',
  previous: 'предыдущее',
  all: 'все',
  'match case': 'с учётом регистра',
  regexp: 'регулярное выражение',
  'by word': 'слово целиком',
  replace: 'заменить',
  'replace all': 'заменить все',
  'current match': 'текущее совпадение',
  'on line': 'в строке',
  'replaced match on line $': 'заменено совпадение в строке $',
  'replaced $ matches': 'заменено совпадений: $',
  'Go to line': 'Перейти к строке',
  go: 'перейти',
  // @codemirror/language: folding
  'Folded lines': 'Свёрнуты строки',
  'Unfolded lines': 'Развёрнуты строки',
  to: 'по',
  'folded code': 'свёрнутый код',
  unfold: 'развернуть',
  'Fold line': 'Свернуть строку',
  'Unfold line': 'Развернуть строку',
  // @codemirror/lint
  Diagnostics: 'Замечания',
  'No diagnostics': 'Замечаний нет',
  // @codemirror/autocomplete
  Completions: 'Варианты дополнения',
};
