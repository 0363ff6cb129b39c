import type { NewsItem } from '@ege/core/news/news-schemas';
import { Text } from '@mantine/core';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { describeError } from '../../lib/describe-error';
import { useRemoveNews } from './api/use-remove-news';

type DeleteNewsModalProps = { item: NewsItem | null; onClose: () => void };

export function DeleteNewsModal({ item, onClose }: DeleteNewsModalProps) {
  const remove = useRemoveNews(onClose);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteModal
      opened={item !== null}
      title="Удалить новость?"
      deleting={remove.isPending}
      error={remove.isError ? { title: 'Ошибка удаления новости', message: describeError(remove.error).message } : null}
      onCancel={close}
      onConfirm={() => item && remove.mutate({ id: item.id })}
    >
      {item && <Text size="sm">Новость «{item.title}» исчезнет для всех, и из профилей учеников. Это действие нельзя отменить.</Text>}
    </ConfirmDeleteModal>
  );
}
