import { Anchor, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageNotice } from '../../../components/page-notice';
import { describeError } from '../../../lib/describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { rememberSavedTask, useAuthoredTask } from '../api/use-authored-task';
import { EditTaskForm } from './edit-task-form';
import { TaskRevisions } from './task-revisions';
import { UploadGate } from './upload-gate';
import { messages } from '@ege/core/text/messages';

function EditLoader({ id }: { id: number }) {
  const navigate = useNavigate();
  const task = useAuthoredTask(id);
  if (task.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Загрузка задания" />
      </Center>
    );
  }
  if (task.isError) {
    const described = describeError(task.error);
    return (
      <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки задачи" description={described.message}>
        <Button renderRoot={(props) => <Link {...props} to="/upload-task" search={{ tab: 'mine' }} />} variant="light">
          К моим заданиям
        </Button>
      </PageNotice>
    );
  }
  return (
    <Stack gap="md">
      <EditTaskForm
        key={task.data.id}
        task={task.data}
        onSaved={(saved) => {
          notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: `Задание #${saved.id} сохранено` });
          rememberSavedTask(id, saved);
          void navigate({ to: '/upload-task', search: { tab: 'mine' } });
        }}
      />
      <TaskRevisions id={task.data.id} />
    </Stack>
  );
}

/** /upload-task/{id}: an author edits their own task, an admin any (PUT /tasks/tasks/{id}/). */
export function EditTaskPage({ id }: { id: number | null }) {
  usePageTitle(id === null ? messages.taskNotFound : `Задание #${id}`);
  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Anchor renderRoot={(props) => <Link {...props} to="/upload-task" search={{ tab: 'mine' }} />} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} />
              Мои задания
            </Group>
          </Anchor>
          <Title order={1} fz={{ base: 26, sm: 32 }} mt={4}>
            {id === null ? messages.taskNotFound : `Изменение задания #${id}`}
          </Title>
          {id === null && <Text c="dimmed">Проверьте адрес страницы.</Text>}
        </div>
        {id !== null && <UploadGate>{() => <EditLoader id={id} />}</UploadGate>}
      </Stack>
    </Container>
  );
}
