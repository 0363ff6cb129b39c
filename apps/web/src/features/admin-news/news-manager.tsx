import type { NewsItem } from '@ege/core/news/news-schemas';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconNews, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MountOnce } from '../../components/mount-once';
import { PageNotice } from '../../components/page-notice';
import { describeError } from '../../lib/describe-error';
import { DeleteNewsModal } from './delete-news-modal';
import { useAllNews } from './api/use-all-news';
import { useToggleNewsPublish } from './api/use-toggle-news-publish';
import { NewsAdminCard } from './news-admin-card';
import { NewsForm } from './news-form';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; item: NewsItem };

/** The admin's news: every item, hidden ones too, in the public order; one form at a time above the list. */
export function NewsManager() {
  const list = useAllNews();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  const toggle = useToggleNewsPublish();
  const closeForm = () => setEditing({ kind: 'none' });

  return (
    <Stack gap="md">
      {editing.kind === 'none' ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ kind: 'new' })}>
            Написать новость
          </Button>
        </Group>
      ) : (
        <NewsForm key={editing.kind === 'edit' ? editing.item.id : 'new'} item={editing.kind === 'edit' ? editing.item : null} onDone={closeForm} />
      )}
      {toggle.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка изменения статуса публикации" role="alert" withCloseButton closeButtonLabel="Закрыть" onClose={() => toggle.reset()}>
          {describeError(toggle.error).message}
        </Alert>
      )}
      {list.isPending && (
        <Stack gap="sm" aria-label="Загрузка новостей">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={120} radius="md" />
          ))}
        </Stack>
      )}
      {list.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка загрузки новостей" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describeError(list.error).message}</Text>
            <Button size="xs" variant="light" color="red" loading={list.isFetching} onClick={() => void list.refetch()}>
              Повторить
            </Button>
          </Stack>
        </Alert>
      )}
      {list.data?.length === 0 && <PageNotice icon={<IconNews size={28} />} title="Новостей пока нет" description="Напишите первую: она появится на странице «Новости» и в профилях учеников." />}
      {list.data?.map((item) => (
        <NewsAdminCard
          key={item.id}
          item={item}
          toggling={toggle.isPending && toggle.variables.id === item.id}
          onEdit={() => {
            setEditing({ kind: 'edit', item });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          onToggle={() => toggle.mutate({ id: item.id })}
          onDelete={() => setDeleting(item)}
        />
      ))}
      <MountOnce when={deleting !== null}>
        <DeleteNewsModal item={deleting} onClose={() => setDeleting(null)} />
      </MountOnce>
    </Stack>
  );
}
