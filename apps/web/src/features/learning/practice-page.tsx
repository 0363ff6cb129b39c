import { Badge, Button, Container, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { PageNotice } from '../../components/page-notice';
import { describeError } from '../../lib/describe-error';
import { usePageTitle } from '../../lib/use-page-title';
import { formatChance } from '../../lib/format-chance';
import { invalidatePracticeNext } from './api/invalidate-practice-next';
import { usePracticeNext } from './api/use-practice-next';
import { usePracticeTask } from './api/use-practice-task';
import { useRestartPractice } from './api/use-restart-practice';
import { PracticeSummaryView } from './practice-summary-view';
import { PracticeTask } from './practice-task';

/** 'Тренировка слабых мест' (decision 042): ten tasks by the FSRS schedule, then the summary; a reload continues the session. */
export function PracticePage() {
  usePageTitle('Тренировка слабых мест');
  const next = usePracticeNext();
  const task = usePracticeTask(next.data?.task?.id);
  const restart = useRestartPractice();
  const goNext = () => {
    void invalidatePracticeNext();
  };

  const session = next.data;
  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Тренировка слабых мест
          </Title>
          <Text c="dimmed">10 заданий: слабые и давно не решавшиеся типы возвращаются чаще, уверенные — реже</Text>
        </div>
        {(next.error ?? task.error) && (
          <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки задания" description={describeError(next.error ?? task.error).message}>
            <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void (next.error ? next.refetch() : task.refetch())}>
              Повторить
            </Button>
          </PageNotice>
        )}
        {!session && !next.error && <Skeleton height={320} radius="md" role="status" aria-label="Загрузка задания" />}
        {session && (
          <div>
            <Group justify="space-between" gap="xs" mb={6}>
              <Text fw={600} data-testid="practice-position">
                {session.done ? 'Тренировка завершена' : `Задание ${session.position} из ${session.size}`}
              </Text>
              {session.task && (
                <Badge variant="light" size="lg" style={{ textTransform: 'none' }}>
                  Тип {session.task.type}: {session.task.name} · {session.task.probability === null ? 'ещё не решался' : `шанс ${formatChance(session.task.probability)}`}
                </Badge>
              )}
            </Group>
            <Progress value={(session.answered / session.size) * 100} aria-label={`Отвечено ${session.answered} из ${session.size}`} />
          </div>
        )}
        {session?.done && <PracticeSummaryView sessionId={session.session_id} onRestart={() => restart.mutate()} restarting={restart.isPending} />}
        {session?.task && !task.data && !task.error && <Skeleton height={320} radius="md" role="status" aria-label="Загрузка задания" />}
        {session?.task && task.data && <PracticeTask key={`${session.session_id}-${session.position}`} task={task.data} onNext={goNext} loadingNext={next.isFetching} />}
      </Stack>
    </Container>
  );
}
