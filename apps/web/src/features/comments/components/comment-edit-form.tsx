import type { CommentView } from '@ege/core/comments/comment-schemas';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../../lib/describe-error';
import { checkCommentText } from '../utils/check-comment-text';
import { useUpdateComment } from '../api/use-update-comment';

/** Editing in place: 'Сохранить' sends PUT /comments/{id}/, 'Отмена' leaves the text as it was. */
export function CommentEditForm({ comment, onDone }: { comment: CommentView; onDone: () => void }) {
  const [text, setText] = useState(comment.text);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateComment({ onUpdated: onDone, onError: (failure) => setError(describeError(failure).message) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkCommentText(text);
    if (!checked.ok) return setError(checked.message);
    update.mutate({ id: comment.id, text: checked.text });
  };

  return (
    <form onSubmit={submit} aria-label="Изменение комментария" noValidate>
      <Stack gap="xs">
        <Textarea
          aria-label="Текст комментария"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          autosize
          minRows={2}
          maxRows={12}
          autoFocus
          error={error}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onDone} disabled={update.isPending}>
            Отмена
          </Button>
          <Button type="submit" size="xs" loading={update.isPending}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
