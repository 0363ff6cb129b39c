import { Alert, Container, Group, Loader, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { SessionErrorNotice } from '../../../components/session-error-notice';
import { useCurrentHomework } from '../../../lib/use-current-homework';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { trainerErrorMessage } from '../utils/trainer-error-message';
import { TrainerTypeGrid } from './trainer-type-grid';
import type { TrainerType } from '../utils/trainer-types';
import { useOpenRandomTask } from '../api/use-open-random-task';
import { useTypeProgress } from '../api/use-type-progress';
import { GuestTrialNotice } from './guest-trial-notice';
import { CurrentHomeworkCard } from './current-homework-card';

type TrainerPageProps = {
  /** A type named in the address (/trainer?type=5): its random task opens at once. */
  requestedType?: TrainerType | undefined;
  /** The address loses the type, so that going back here does not open another task. */
  onRequestTaken?: () => void;
  /** Other features' buttons beside the title (the route composes them: 'Тренировка слабых мест'). */
  actions?: ReactNode;
};

export function TrainerPage({ requestedType, onRequestTaken, actions }: TrainerPageProps) {
  usePageTitle('Тренажер');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  // A guest picks a type and tries its tasks too (issue 26), without progress or homework.
  const guest = session.status === 'signed-out';
  const progress = useTypeProgress(signedIn);
  // The current homework's card stands above the types: they wait for it (its skeleton holds the place), or
  // its late arrival pushed the cards down under the student's pointer (issue 26 §3, layout shift 0.098).
  const homework = useCurrentHomework({ enabled: signedIn, staleTime: 0 });
  const loading = session.status === 'loading' || (signedIn && !homework.settled);
  const randomTask = useOpenRandomTask();
  const taken = useRef(false);
  useEffect(() => {
    if (!(signedIn || guest) || requestedType === undefined || taken.current) return;
    taken.current = true;
    onRequestTaken?.();
    randomTask.open(requestedType);
  }, [signedIn, guest, requestedType, onRequestTaken, randomTask]);

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Тренажер
            </Title>
            <Text c="dimmed">Задания по одному: с таймером, попытками и опытом за верные ответы</Text>
          </div>
          {signedIn && actions}
        </Group>
        {loading && (
          <Paper withBorder p={{ base: 'sm', sm: 'md' }} aria-busy="true" aria-label="Загрузка">
            <Skeleton height={20} width={180} radius="md" mb="sm" />
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 5 }} spacing="sm">
              {Array.from({ length: 10 }, (_, index) => (
                <Skeleton key={index} height={112} radius="lg" />
              ))}
            </SimpleGrid>
          </Paper>
        )}
        {guest && <GuestTrialNotice />}
        {session.status === 'error' && <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />}
        {signedIn && <CurrentHomeworkCard />}
        {(guest || (signedIn && homework.settled)) && (
          <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <Group justify="space-between" gap="xs" mih={28}>
                <Text fw={600}>Выберите тип задания</Text>
                {randomTask.pendingType !== null && (
                  <Group gap={8} role="status">
                    <Loader size={16} />
                    <Text size="sm" c="dimmed">
                      Загрузка задания...
                    </Text>
                  </Group>
                )}
              </Group>
              {randomTask.error !== null && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка загрузки задачи" withCloseButton onClose={randomTask.reset} closeButtonLabel="Закрыть">
                  {trainerErrorMessage(randomTask.error)}
                </Alert>
              )}
              <TrainerTypeGrid progress={progress.data} pendingType={randomTask.pendingType} onSelect={randomTask.open} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
