import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../../lib/describe-error';
import { checkCommentText } from '../utils/check-comment-text';
import { CommentImagePicker } from './comment-image-picker';
import { usePostComment } from '../api/use-post-comment';

type CommentFormProps = {
  taskId: number;
  /** The comment answered; null for a new thread. */
  parent: number | null;
  label: string;
  placeholder: string;
  autoFocus?: boolean;
  onPosted?: () => void;
  onCancel?: () => void;
};

/**
 * A new comment or a reply, with images. Blank text is refused here and never sent; a failed send
 * keeps the text and the images for another try.
 */
export function CommentForm({ taskId, parent, label, placeholder, autoFocus, onPosted, onCancel }: CommentFormProps) {
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [textError, setTextError] = useState<string | null>(null);
  const post = usePostComment({
    onSent: (imageErrors) => {
      setText('');
      setImages([]);
      if (imageErrors.length > 0) {
        notifications.show({ color: 'red', title: 'Комментарий отправлен, но без некоторых изображений', message: imageErrors.join('\n'), autoClose: 8000 });
      }
    },
    onPosted,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkCommentText(text);
    if (!checked.ok) return setTextError(checked.message);
    post.mutate({ taskId, text: checked.text, parent, images });
  };

  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Stack gap="xs">
        <Textarea
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setTextError(null);
          }}
          autosize
          minRows={parent === null ? 3 : 2}
          maxRows={12}
          autoFocus={autoFocus}
          error={textError}
          readOnly={post.isPending}
        />
        {post.isError && (
          <Alert color="red" variant="light" title="Ошибка отправки комментария" role="alert" py="xs">
            {describeError(post.error).message}
          </Alert>
        )}
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <CommentImagePicker images={images} onChange={setImages} disabled={post.isPending} />
          <Group gap="xs" ml="auto">
            {onCancel && (
              <Button variant="default" size="xs" onClick={onCancel} disabled={post.isPending}>
                Отмена
              </Button>
            )}
            <Button type="submit" size="xs" loading={post.isPending} leftSection={<IconSend size={16} />}>
              Отправить
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
