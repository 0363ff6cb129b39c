import { fileTooLargeMessage, maxImageBytes } from '../../../lib/image-file-rules';
import { messages } from '@ege/core/text/messages';

// Documents and images share the 10 MB limit (SPEC §9).
const maxFileBytes = maxImageBytes;
export const maxAttachments = 4;

export const documentTypeMessage = messages.documentType;
export const tooManyAttachmentsMessage = 'Можно выбрать не более 4 файлов';

const documentExtensions = ['pdf', 'doc', 'docx', 'txt', 'xls', 'xlsx', 'ods', 'odt', 'csv'];
export const acceptedDocuments = documentExtensions.map((extension) => `.${extension}`).join(',');
export const documentsHint = 'PDF, DOC, DOCX, TXT, XLS, XLSX, ODS, ODT, CSV — до 10 МБ';

/** What the browser can tell before sending: the server checks every file's bytes again. */
export function documentProblemOf(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!documentExtensions.includes(extension)) return documentTypeMessage;
  return file.size > maxFileBytes ? fileTooLargeMessage : null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
}
