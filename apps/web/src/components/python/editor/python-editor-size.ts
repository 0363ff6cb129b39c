/** Lines of 14 px code at this line height: 21 px each. */
export const pythonEditorLineHeight = 1.5;

/** Twelve lines and the content's padding: a program of a dozen lines fits without scrolling. */
export const pythonEditorMinHeight = 12 * 14 * pythonEditorLineHeight + 8;

/** Past this the editor scrolls inside itself, and the page's controls below it stay in reach. */
export const pythonEditorMaxHeight = 'min(70vh, 640px)';
