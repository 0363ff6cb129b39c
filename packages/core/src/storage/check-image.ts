import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors/app-error';
import { messages } from '../text/messages';

export const maxUploadBytes = 10 * 1024 * 1024;
export const fileTooLargeMessage = messages.fileTooLarge;
export const notAnImageMessage = messages.notAnImage;

const imageTypes = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/** Accepts a PNG, JPEG, WebP or GIF by its bytes (the name and the declared type are not trusted). */
export async function checkImage(data: Buffer, field: string): Promise<{ mime: string; extension: string }> {
  if (data.length > maxUploadBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage, { fields: { [field]: [fileTooLargeMessage] } });
  }
  const type = await fileTypeFromBuffer(data);
  const extension = type && imageTypes.get(type.mime);
  if (!type || !extension) {
    throw new AppError('BAD_REQUEST', notAnImageMessage, { fields: { [field]: [notAnImageMessage] } });
  }
  return { mime: type.mime, extension };
}
