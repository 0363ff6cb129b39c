import { messages } from '@ege/core/text/messages';
/** The browser's side of an image upload (avatar, task pictures, comment attachments): the server checks the bytes again. */
export const maxImageBytes = 10 * 1024 * 1024;
export const acceptedImageTypes = 'image/png,image/jpeg,image/webp,image/gif';

export const notAnImageMessage = messages.notAnImage;
export const fileTooLargeMessage = messages.fileTooLarge;

/** What the browser can tell before sending; null when the file may go. */
export function imageProblemOf(file: File): string | null {
  if (!file.type.startsWith('image/')) return notAnImageMessage;
  return file.size > maxImageBytes ? fileTooLargeMessage : null;
}
