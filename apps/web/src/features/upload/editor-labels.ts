import type { RichTextEditorLabels } from '@mantine/tiptap';

/** Russian names of the toolbar controls: their aria-label and tooltip. */
export const editorLabels: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Жирный',
  italicControlLabel: 'Курсив',
  underlineControlLabel: 'Подчёркнутый',
  subscriptControlLabel: 'Нижний индекс',
  superscriptControlLabel: 'Верхний индекс',
  bulletListControlLabel: 'Маркированный список',
  orderedListControlLabel: 'Нумерованный список',
  codeBlockControlLabel: 'Блок кода',
  linkControlLabel: 'Ссылка',
  unlinkControlLabel: 'Убрать ссылку',
  linkEditorInputLabel: 'Адрес ссылки',
  linkEditorInputPlaceholder: 'https://example.ru/',
  linkEditorExternalLink: 'Открывать в новой вкладке',
  linkEditorInternalLink: 'Открывать в этой вкладке',
  linkEditorSave: 'Сохранить',
  imageUploadControlLabel: 'Вставить изображение',
  tableInsertControlLabel: 'Вставить таблицу',
  tableInsertLabel: (columns, rows) => `Таблица ${columns} × ${rows}`,
  tableRowAfterControlLabel: 'Добавить строку',
  tableColumnAfterControlLabel: 'Добавить столбец',
  tableDeleteControlLabel: 'Удалить таблицу',
  undoControlLabel: 'Отменить',
  redoControlLabel: 'Повторить',
};
