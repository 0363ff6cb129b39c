import type { RichTextEditorLabels } from '@mantine/tiptap';

/** Russian names of the toolbar controls: their aria-label and tooltip. */
export const newsEditorLabels: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Жирный',
  italicControlLabel: 'Курсив',
  underlineControlLabel: 'Подчёркнутый',
  h3ControlLabel: 'Подзаголовок',
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
  undoControlLabel: 'Отменить',
  redoControlLabel: 'Повторить',
};
