/*
 * Files from the clipboard (SPEC §8 Upload: messages for an unsupported browser, for no supported
 * files and for access errors). Ctrl+V brings the clipboard's files with the paste event; the button
 * reads the clipboard through the asynchronous Clipboard API, which browsers grant with a permission
 * and which carries pictures (a screenshot) rather than files copied in a file manager.
 */

export const clipboardUnsupportedMessage = 'Браузер не умеет читать буфер обмена по кнопке: вставьте файл клавишами Ctrl+V';
export const clipboardNoFilesMessage = 'В буфере обмена нет подходящих файлов: нужны изображение или документ PDF, DOC, DOCX, TXT, XLS, XLSX, ODS, ODT, CSV';
export const clipboardDeniedMessage = 'Нет доступа к буферу обмена: разрешите его этому сайту в настройках браузера';
export const clipboardReadFailedMessage = 'Не удалось прочитать буфер обмена';

/** A clipboard read that failed, with the message to show. */
export class ClipboardProblem extends Error {}

const extensionOf: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'application/pdf': 'pdf' };

type ClipboardReader = Pick<Clipboard, 'read'> | undefined;

/** The files on the clipboard, named 'из-буфера-1.png' and so on; text is left to the fields it is pasted into. */
export async function readClipboardFiles(clipboard: ClipboardReader = globalThis.navigator?.clipboard): Promise<File[]> {
  if (!clipboard || typeof clipboard.read !== 'function') throw new ClipboardProblem(clipboardUnsupportedMessage);
  let items: ClipboardItems;
  try {
    items = await clipboard.read();
  } catch (error) {
    const denied = error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
    throw new ClipboardProblem(denied ? clipboardDeniedMessage : clipboardReadFailedMessage);
  }
  const files: File[] = [];
  for (const item of items) {
    for (const type of item.types.filter((candidate) => !candidate.startsWith('text/'))) {
      const blob = await item.getType(type);
      files.push(new File([blob], `из-буфера-${files.length + 1}.${extensionOf[type] ?? 'bin'}`, { type }));
    }
  }
  return files;
}
