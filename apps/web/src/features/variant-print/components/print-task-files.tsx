import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { absoluteUrl } from '../utils/absolute-url';
import classes from './print-sheet.module.css';

/** 'Файлы: 17.txt — https://…/media/…': on paper a file is its name and the address to get it from. */
export function PrintTaskFiles({ attachments, origin }: { attachments: TaskPayload['attachments']; origin: string }) {
  if (attachments.length === 0) return null;
  return (
    <div className={classes.fileBlock}>
      <strong>Файлы:</strong>
      <ul className={classes.files}>
        {attachments.map((file) => {
          const url = absoluteUrl(file.url, origin);
          return (
            <li key={file.id}>
              {file.file} — <a href={url}>{url}</a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
