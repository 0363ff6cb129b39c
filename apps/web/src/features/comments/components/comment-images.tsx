import type { CommentView } from '@ege/core/comments/comment-schemas';
import { Group } from '@mantine/core';
import classes from './comment-images.module.css';

/** Attached images as thumbnails; each opens the full picture in a new tab. */
export function CommentImages({ attachments }: { attachments: CommentView['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {attachments.map((attachment, index) => (
        <a key={attachment.id} href={attachment.file} target="_blank" rel="noopener" aria-label={`Изображение ${index + 1} в полном размере`}>
          <img src={attachment.file} alt={`Изображение ${index + 1}`} className={classes.thumb} loading="lazy" />
        </a>
      ))}
    </Group>
  );
}
