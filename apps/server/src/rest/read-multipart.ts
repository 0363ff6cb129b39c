import type { UploadedFiles } from '@ege/api/context';
import { AppError } from '@ege/core/errors/app-error';
import { fileTooLargeMessage, maxUploadBytes } from '@ege/core/storage/check-image';
import type { FastifyRequest } from 'fastify';

export const maxFilesPerRequest = 8;

/** Reads a multipart body: text fields become the input, files go to ctx.files. */
export async function readMultipart(request: FastifyRequest, files: UploadedFiles): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  try {
    const parts = request.parts({ limits: { fileSize: maxUploadBytes, files: maxFilesPerRequest, fields: 100, fieldSize: 1024 * 1024 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A form's empty file input arrives as a part with no name and no bytes.
        if (data.length === 0 && !part.filename) continue;
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
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', `Можно приложить не более ${maxFilesPerRequest} файлов`);
    throw new AppError('BAD_REQUEST', 'Некорректные данные формы', { cause: error });
  }
  return fields;
}
