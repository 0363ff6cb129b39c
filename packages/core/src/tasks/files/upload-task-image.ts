import { randomBytes } from 'node:crypto';
import type { Actor } from '../../identity/actor';
import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import { checkImage, notAnImageMessage } from '../../storage/check-image';
import type { UploadedFiles } from './store-task-files';
import { taskEditorOf } from '../authoring/task-editor';

/**
 * POST /tasks/upload-image/: an image for the rich editor, stored before its task exists, so under
 * task-images/ rather than a task's folder. The editor puts the URL into the task's HTML.
 */
export async function uploadTaskImage(deps: CoreDeps, actor: Actor, files: UploadedFiles): Promise<{ url: string }> {
  taskEditorOf(actor);
  const file = files.get('file')?.[0] ?? files.get('image')?.[0];
  if (!file) throw new AppError('BAD_REQUEST', notAnImageMessage, { fields: { file: [notAnImageMessage] } });
  const { extension } = await checkImage(file.data, 'file');
  const key = `task-images/${randomBytes(12).toString('hex')}.${extension}`;
  await deps.storage.save(key, file.data);
  return { url: deps.storage.urlOf(key) };
}
