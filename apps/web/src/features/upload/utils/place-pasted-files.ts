import { imageProblemOf } from '../../../lib/image-file-rules';
import { clipboardNoFilesMessage } from './clipboard-files';
import { documentProblemOf, documentTypeMessage, maxAttachments, tooManyAttachmentsMessage } from './upload-file-rules';
import type { UploadFiles } from '../api/upload-task';

export type PastedPlacement = {
  files: UploadFiles;
  /** Each field's problem to show, or null to clear it; a field the paste did not reach is absent. */
  problems: Partial<Record<'image' | 'attachments', string | null>>;
};

/** A file of a kind attachments take, whatever its size (a large one is named as such). */
const isDocument = (file: File) => !file.type.startsWith('image/') && documentProblemOf(file) !== documentTypeMessage;

/**
 * Where pasted files go in the task form: a picture into 'Изображение' (the first one; the editor takes
 * pictures pasted into the text itself), documents into 'Вложения' under the same checks as the file
 * dialog's. Nothing usable says so under the attachments.
 */
export function placePastedFiles(current: UploadFiles, pasted: readonly File[], keptAttachments = 0): PastedPlacement {
  const image = pasted.find((file) => file.type.startsWith('image/'));
  const documents = pasted.filter(isDocument);
  if (!image && documents.length === 0) return { files: current, problems: { attachments: clipboardNoFilesMessage } };

  // The attachments' line speaks of the last paste: an earlier clipboard message goes.
  const problems: PastedPlacement['problems'] = { attachments: null };
  let files = current;
  if (image) {
    const problem = imageProblemOf(image);
    problems.image = problem;
    if (!problem) files = { ...files, image };
  }
  if (documents.length > 0) {
    const problem =
      keptAttachments + files.attachments.length + documents.length > maxAttachments
        ? tooManyAttachmentsMessage
        : (documents.map(documentProblemOf).find((message) => message !== null) ?? null);
    problems.attachments = problem;
    if (!problem) files = { ...files, attachments: [...files.attachments, ...documents] };
  }
  return { files, problems };
}
