import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExamSession } from '../api/use-exam-session';
import { ExamLoadError } from './exam-load-error';
import { ExamStation } from './exam-station';

type ExamStationPageProps = { id: number | null; number: number; onNumber: (number: number) => void };

/** /exam/{id}: the station of a rehearsal in progress; a finished one goes to its result. */
export function ExamStationPage({ id, number, onNumber }: ExamStationPageProps) {
  usePageTitle('Пробный экзамен');
  const query = useExamSession(id);
  const session = query.isFetchedAfterMount ? query.data : undefined;

  const body = () => {
    if (id === null || (query.isError && !session)) {
      return <ExamLoadError error={id === null ? null : query.error} retry={() => void query.refetch()} retrying={query.isFetching} />;
    }
    if (!session) {
      return (
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Пробный экзамен
          </Title>
          <Stack gap="md" role="status" aria-label="Загрузка экзамена">
            <Skeleton height={48} radius="md" />
            <Skeleton height={360} radius="md" />
          </Stack>
        </Stack>
      );
    }
    if (session.status === 'finished') return <Navigate to="/exam/$id/result" params={{ id: String(session.id) }} replace />;
    return <ExamStation key={session.id} session={session} receivedAt={query.dataUpdatedAt} number={number} onNumber={onNumber} />;
  };

  return (
    // The station fills the window on a wide screen (exam-station.module.css counts this padding).
    <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="md">
      {body()}
    </Container>
  );
}
