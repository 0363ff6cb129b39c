import '@mantine/core/styles/Pagination.css';
import type { MinimalTask } from '@ege/core/tasks/authoring/task-authoring-schemas';
import { Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInbox, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PageNotice } from '../../../components/page-notice';
import { describeError } from '../../../lib/describe-error';
import { useMyTasks } from '../api/use-my-tasks';
import { useRemoveTask } from '../api/use-remove-task';
import { DeleteTaskModal } from './delete-task-modal';
import { MyTaskCard } from './my-task-card';

const pageSize = 10;

function isMinimal(task: object): task is MinimalTask {
  return 'excerpt' in task;
}

/** 'Мои задания': an author's own tasks, all tasks for an admin, newest first, a page at a time. */
export function MyTasksList({ isAdmin }: { isAdmin: boolean }) {
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<MinimalTask | null>(null);
  const list = useMyTasks(page, pageSize);
  const remove = useRemoveTask({
    onRemoved: () => {
      notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: `Задание #${toDelete?.id ?? ''} удалено` });
      if (list.data?.results.length === 1 && page > 1) setPage(page - 1);
      setToDelete(null);
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Ошибка удаления задания', message: describeError(error).message }),
  });

  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Загрузка заданий" />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки заданий" description={describeError(list.error).message}>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => void list.refetch()} loading={list.isFetching}>
          Повторить
        </Button>
      </PageNotice>
    );
  }

  const tasks = list.data.results.filter(isMinimal);
  const pages = Math.max(1, Math.ceil(list.data.count / pageSize));
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {isAdmin ? 'Все задания банка (вы администратор)' : 'Задания, которые загрузили вы'}
        </Text>
        <Text size="sm" c="dimmed">
          Всего: {list.data.count}
        </Text>
      </Group>
      {tasks.length === 0 ? (
        <PageNotice icon={<IconInbox size={28} />} title="Заданий пока нет" description="Загруженные задания появятся здесь." />
      ) : (
        tasks.map((task) => <MyTaskCard key={task.id} task={task} onDelete={setToDelete} />)
      )}
      {pages > 1 && (
        <Center pt="xs">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" siblings={1} getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Следующая страница' : 'Предыдущая страница' })} />
        </Center>
      )}
      <DeleteTaskModal task={toDelete} deleting={remove.isPending} onCancel={() => setToDelete(null)} onConfirm={(task) => remove.mutate({ id: task.id })} />
    </Stack>
  );
}
