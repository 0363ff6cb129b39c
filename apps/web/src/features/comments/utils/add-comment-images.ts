import { pluralRu } from '@ege/core/text/plural-ru';
import { imageProblemOf } from '../../../lib/image-file-rules';

/** The server keeps at most four images per comment (core's maxCommentAttachments); its text too. */
export const maxCommentImages = 4;
export const tooManyImagesMessage = `Можно приложить не более ${maxCommentImages} ${pluralRu(maxCommentImages, ['файла', 'файлов', 'файлов'])}`;

/**
 * Adds the images a user picked to those already chosen: a file that is not an image or is over
 * 10 MB is left out with its message, and so is everything past the fourth.
 */
export function addCommentImages(chosen: readonly File[], picked: readonly File[]): { files: File[]; problem: string | null } {
  const files = [...chosen];
  let problem: string | null = null;
  for (const file of picked) {
    const fileProblem = imageProblemOf(file);
    if (fileProblem) problem ??= fileProblem;
    else if (files.length >= maxCommentImages) problem ??= tooManyImagesMessage;
    else files.push(file);
  }
  return { files, problem };
}
