import type { ExamResult } from '@ege/core/exam/exam-schemas';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SummaryLines } from '../../../components/summary-lines';
import { formatElapsed } from '../../../lib/format-elapsed';
import { formatExamDate } from '../utils/format-exam-date';

function Score({ label, value, max, testId }: { label: string; value: number; max: number; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 36, sm: 44 }} fw={800} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        <span data-testid={testId}>{value}</span>
        <Text span fz={{ base: 18, sm: 22 }} fw={600} c="dimmed">
          {' '}
          из {max}
        </Text>
      </Text>
    </Stack>
  );
}

/** The rehearsal's scores as the exam gives them (primary of 29, test of 100), and the count, the time and when. */
export function ExamResultSummary({ result }: { result: ExamResult }) {
  const lines = [
    { label: 'Верных ответов', value: `${result.correct_count} из ${result.total}` },
    { label: 'Время', value: `${formatElapsed(result.elapsed_seconds)}${result.finished_by === 'time' ? ' (завершён по времени)' : ''}` },
    { label: 'Завершён', value: formatExamDate(result.finished_at) },
    ...(result.experience_gained > 0 ? [{ label: 'Опыт', value: `+${result.experience_gained}` }] : []),
  ];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Итог экзамена">
      <Group gap="xl" align="flex-start" wrap="wrap">
        <SimpleGrid cols={2} spacing="xl" style={{ flex: '0 0 auto' }}>
          <Score label="Первичный балл" value={result.primary_score} max={result.primary_max} testId="exam-primary-score" />
          <Score label="Тестовый балл" value={result.test_score} max={100} testId="exam-test-score" />
        </SimpleGrid>
        <SummaryLines lines={lines} />
      </Group>
    </Paper>
  );
}
