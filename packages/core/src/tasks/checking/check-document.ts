import { isUtf8 } from 'node:buffer';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors/app-error';
import { fileTooLargeMessage, maxUploadBytes } from '../../storage/check-image';
import { messages } from '../../text/messages';

export const documentTypeMessage = messages.documentType;
export const emptyFileMessage = 'Файл пуст';

export type DocumentKind = { mime: string; extension: string };

// DOCX, XLSX, ODS and ODT are zip files; file-type tells them apart by what the zip holds.
const binaryDocuments = new Map<string, string>([
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ['application/vnd.oasis.opendocument.spreadsheet', 'ods'],
  ['application/vnd.oasis.opendocument.text', 'odt'],
]);

const textDocuments = new Map<string, string>([
  ['txt', 'text/plain'],
  ['csv', 'text/csv'],
]);

/**
 * Accepts a task document (PDF, DOC, DOCX, XLS, XLSX, ODS, ODT, TXT, CSV) by its bytes: a program
 * renamed to .pdf is refused. Text has no signature, so a .txt or .csv must read as text.
 */
export async function checkDocument(data: Buffer, filename: string, field: string): Promise<DocumentKind> {
  if (data.length > maxUploadBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage, { fields: { [field]: [fileTooLargeMessage] } });
  }
  if (data.length === 0) throw new AppError('BAD_REQUEST', emptyFileMessage, { fields: { [field]: [emptyFileMessage] } });
  const kind = await documentKindOf(data, filename);
  if (!kind) throw new AppError('BAD_REQUEST', documentTypeMessage, { fields: { [field]: [documentTypeMessage] } });
  return kind;
}

async function documentKindOf(data: Buffer, filename: string): Promise<DocumentKind | null> {
  const type = await fileTypeFromBuffer(data);
  const extension = type && binaryDocuments.get(type.mime);
  if (type && extension) return { mime: type.mime, extension };
  // DOC and XLS share one container (which also holds installers): look for the stream each must have.
  if (type?.mime === 'application/x-cfb') return compoundDocumentKind(data);
  const named = extensionOf(filename);
  const textMime = textDocuments.get(named);
  if (textMime && isPlainText(data)) return { mime: textMime, extension: named };
  return null;
}

function compoundDocumentKind(data: Buffer): DocumentKind | null {
  if (data.includes(Buffer.from('WordDocument', 'utf16le'))) return { mime: 'application/msword', extension: 'doc' };
  if (data.includes(Buffer.from('Workbook', 'utf16le')) || data.includes(Buffer.from('Book', 'utf16le'))) {
    return { mime: 'application/vnd.ms-excel', extension: 'xls' };
  }
  return null;
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

// Tab, line feed, vertical tab, form feed, carriage return and the DOS end-of-file mark.
const textControls = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a]);

/** UTF-8, or cp1251 (the exam's older files), with no NUL or other binary control bytes. */
export function isPlainText(data: Buffer): boolean {
  for (const byte of data) {
    if (byte < 0x20 && !textControls.has(byte)) return false;
  }
  // 0x98 is the one byte cp1251 leaves undefined.
  return isUtf8(data) || !data.includes(0x98);
}
