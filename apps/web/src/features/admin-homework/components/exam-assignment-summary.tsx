import type { HomeworkExam } from '@ege/core/homework/homework-schemas';
import { formatMoscowDateTime } from '@ege/core/homework/homework-messages';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { examHomeworkStatusLabels } from '@ege/core/homework/exam-homework-status-labels';

/** A rehearsal in the staff's history: its window, how far the student got, and the score with the result once finished. */
export function ExamAssignmentSummary({ exam }: { exam: HomeworkExam }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        Начать можно с {formatMoscowDateTime(new Date(exam.opens_at))} до {formatMoscowDateTime(new Date(exam.closes_at))} (МСК)
      </Text>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {examHomeworkStatusLabels[exam.status]}
        </Text>
        {exam.status === 'finished' && exam.rehearsal_id !== null && (
          <>
            <Text size="sm" fw={700}>
              {exam.primary_score ?? '—'} перв. · {exam.test_score ?? '—'} тест.
            </Text>
            <Anchor renderRoot={(props) => <Link {...props} to="/exam/$id/result" params={{ id: String(exam.rehearsal_id) }} />} size="sm">
              Результат экзамена
            </Anchor>
          </>
        )}
      </Group>
    </Stack>
  );
}
