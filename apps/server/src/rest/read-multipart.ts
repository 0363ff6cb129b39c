import type { UploadedFiles } from '@ege/api/context';
import { AppError } from '@ege/core/errors/app-error';
import { fileTooLargeMessage, maxUploadBytes } from '@ege/core/storage/check-image';
import { isCleanText, textRuleMessageFor } from '@ege/core/validation/text-rule';
import type { UploadLimits } from '@ege/api/trpc';
import type { FastifyRequest } from 'fastify';
import { formDataMessage } from '../http/framework-error-messages';

export const maxFilesPerRequest = 8;
export const requestTooLargeMessage = 'Слишком большой запрос: отправьте файлы несколькими запросами';

/** One upload form's limits; a procedure that takes more says so in its meta (UploadLimits). */
const formLimits: UploadLimits = { files: maxFilesPerRequest, fieldBytes: 1024 * 1024, totalBytes: maxFilesPerRequest * maxUploadBytes };

/** Reads a multipart body: text fields become the input, files go to ctx.files. */
export async function readMultipart(request: FastifyRequest, files: UploadedFiles, limits: UploadLimits = formLimits): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  let total = 0;
  try {
    const parts = request.parts({ limits: { fileSize: maxUploadBytes, files: limits.files, fields: 100, fieldSize: limits.fieldBytes } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        total += data.length;
        if (total > limits.totalBytes) throw new AppError('PAYLOAD_TOO_LARGE', requestTooLargeMessage);
        // A form's empty file input arrives as a part with no name and no bytes.
        if (data.length === 0 && !part.filename) continue;
        // A file's name is the one text of a form that no schema reads, and it is stored as written.
        if (!isCleanText(part.filename)) throw refusedName(part.fieldname);
        const list = files.get(part.fieldname) ?? [];
        list.push({ data, filename: part.filename });
        files.set(part.fieldname, list);
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage);
    if (error instanceof AppError) throw error;
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', `Можно приложить не более ${limits.files} файлов`);
    throw new AppError('BAD_REQUEST', formDataMessage, { cause: error });
  }
  return fields;
}

function refusedName(field: string): AppError {
  const message = textRuleMessageFor(`${field}.filename`);
  return new AppError('BAD_REQUEST', message, { fields: { [field]: [message] } });
}
