import { forbiddenMessages } from '@ege/core/rules/roles';
import type { TheoryView } from '@ege/core/theory/theory-schemas';
import { Anchor, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconCheck, IconLock, IconLogin } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageNotice } from '../../components/page-notice';
import { RoleGate } from '../../components/role-gate';
import { describeError } from '../../lib/describe-error';
import { usePageTitle } from '../../lib/use-page-title';
import { invalidateTheory } from './api/invalidate-theory';
import { useTheoryPage } from './api/use-theory-page';
import { theorySearchOf } from './theory-form-values';
import { TheoryForm } from './theory-form';
import { messages } from '@ege/core/text/messages';

/** What /theory-edit/{id} addresses: a stored page, a new one ('new'), or nothing valid. */
export type TheoryEditTarget = { kind: 'edit'; id: number } | { kind: 'new'; taskNumber: number | undefined } | { kind: 'invalid' };

function useSavedTheory() {
  const navigate = useNavigate();
  return (saved: TheoryView) => {
    notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: 'Теория успешно сохранена!' });
    void invalidateTheory();
    void navigate({ to: '/theory', search: theorySearchOf(saved.task_number) });
  };
}

function EditLoader({ id }: { id: number }) {
  const onSaved = useSavedTheory();
  const theory = useTheoryPage(id);
  if (theory.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Загрузка теории" />
      </Center>
    );
  }
  if (theory.isError) {
    return (
      <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки теории" description={describeError(theory.error).message}>
        <Button renderRoot={(props) => <Link {...props} to="/theory" />} variant="light">
          К теории
        </Button>
      </PageNotice>
    );
  }
  return <TheoryForm key={theory.data.id} theory={theory.data} taskNumber={undefined} onSaved={onSaved} />;
}

function NewTheory({ taskNumber }: { taskNumber: number | undefined }) {
  const onSaved = useSavedTheory();
  return <TheoryForm theory={null} taskNumber={taskNumber} onSaved={onSaved} />;
}

/** /theory-edit/{id}: admins and authors write theory (docs/decisions/029); the server checks it too. */
export function TheoryEditPage({ target }: { target: TheoryEditTarget }) {
  const heading = target.kind === 'edit' ? 'Редактирование теории' : target.kind === 'new' ? 'Новая теория' : messages.theoryNotFound;
  usePageTitle(heading);
  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Anchor renderRoot={(props) => <Link {...props} to="/theory" />} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} />
              Теория
            </Group>
          </Anchor>
          <Title order={1} fz={{ base: 26, sm: 32 }} mt={4}>
            {heading}
          </Title>
          {target.kind === 'invalid' && <Text c="dimmed">Проверьте адрес страницы.</Text>}
        </div>
        {target.kind !== 'invalid' && (
          <RoleGate
            rule="authoring"
            signedOut={
              <PageNotice icon={<IconLogin size={28} />} title="Доступ только для авторизованных пользователей" description="Теорию редактируют авторы и администраторы.">
                <Button renderRoot={(props) => <Link {...props} to="/login" />} leftSection={<IconLogin size={18} />}>
                  Войти
                </Button>
              </PageNotice>
            }
            forbidden={(user) => <PageNotice icon={<IconLock size={28} />} color="orange" title={forbiddenMessages.authoring} description={`Ваша роль: ${user.role_label}.`} />}
          >
            {() => (target.kind === 'edit' ? <EditLoader id={target.id} /> : <NewTheory taskNumber={target.taskNumber} />)}
          </RoleGate>
        )}
      </Stack>
    </Container>
  );
}
