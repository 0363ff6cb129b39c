import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { useExamResult } from '../api/use-exam-result';
import { ExamForecast } from './exam-forecast';
import { ExamLoadError } from './exam-load-error';
import { ExamResultSummary } from './exam-result-summary';
import { ExamResultTable } from './exam-result-table';

/** /exam/{id}/result: the scores, the per-task table and, for the student, the forecast; a teacher sees whose it is. */
export function ExamResultPage({ id }: { id: number | null }) {
  usePageTitle('Результат пробного экзамена');
  const session = useSession();
  const query = useExamResult(id);
  const result = query.data;
  // The server gives the forecast to the student only: without it, and not the reader's own, it is a teacher reading.
  const own = result !== undefined && session.status === 'signed-in' && session.user.id === result.user.id;
  const someoneElse = result !== undefined && result.forecast === null && !own;

  const body = () => {
    if (id === null || (query.isError && !result)) return <ExamLoadError error={id === null ? null : query.error} retry={() => void query.refetch()} retrying={query.isFetching} />;
    if (!result) {
      return (
        <Stack gap="md" role="status" aria-label="Загрузка результата">
          <Skeleton height={160} radius="md" />
          <Skeleton height={420} radius="md" />
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        <ExamResultSummary result={result} />
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby="exam-result-tasks">
          <Title order={2} fz="h4" id="exam-result-tasks" mb="sm" px={{ base: 'xs', sm: 0 }}>
            Задания
          </Title>
          <ExamResultTable items={result.items} />
        </Paper>
        {result.forecast && <ExamForecast forecast={result.forecast} />}
      </Stack>
    );
  };

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Результат пробного экзамена
            </Title>
            {someoneElse && (
              <Text c="dimmed" data-testid="exam-result-student">
                Ученик: {result.user.username}
              </Text>
            )}
          </div>
          {!someoneElse && (
            <Button component={Link} to="/exam" variant="default" leftSection={<IconArrowLeft size={18} />}>
              К пробным экзаменам
            </Button>
          )}
        </Group>
        {body()}
      </Stack>
    </Container>
  );
}
