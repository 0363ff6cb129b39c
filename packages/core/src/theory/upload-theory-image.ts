import { randomBytes } from 'node:crypto';
import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { checkImage, notAnImageMessage } from '../storage/check-image';
import type { UploadedFiles } from '../tasks/files/store-task-files';
import { theoryEditorOf } from './theory-editor';

/**
 * POST /theory/upload-image/: an image for the theory editor, checked by its bytes like the task
 * editor's; the answer's location goes into the page's HTML.
 */
export async function uploadTheoryImage(deps: CoreDeps, actor: Actor, files: UploadedFiles): Promise<{ location: string }> {
  theoryEditorOf(actor);
  const file = files.get('file')?.[0] ?? files.get('image')?.[0];
  if (!file) throw new AppError('BAD_REQUEST', notAnImageMessage, { fields: { file: [notAnImageMessage] } });
  const { extension } = await checkImage(file.data, 'file');
  const key = `theory-images/${randomBytes(12).toString('hex')}.${extension}`;
  await deps.storage.save(key, file.data);
  return { location: deps.storage.urlOf(key) };
}
