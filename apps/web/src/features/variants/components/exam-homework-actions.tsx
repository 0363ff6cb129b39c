import type { HomeworkExam } from '@ege/core/homework/homework-schemas';
import { Button } from '@mantine/core';
import { IconPlayerPlay, IconReportAnalytics } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/**
 * A rehearsal's card buttons under 'Варианты ДЗ' (decision 044): it is never opened as a variant.
 * Running: back to the station; finished: its result; not started: the profile's detail, where the
 * window is checked and the start is confirmed.
 */
export function ExamHomeworkActions({ homeworkId, exam }: { homeworkId: number; exam: HomeworkExam }) {
  const rehearsal = exam.rehearsal_id === null ? null : String(exam.rehearsal_id);
  if (rehearsal && exam.status === 'finished') {
    return (
      <Button
        fullWidth
        variant="light"
        leftSection={<IconReportAnalytics size={18} />}
        renderRoot={(props) => <Link {...props} to="/exam/$id/result" params={{ id: rehearsal }} />}
      >
        Результат экзамена
      </Button>
    );
  }
  if (rehearsal && exam.status === 'active') {
    return (
      <Button fullWidth leftSection={<IconPlayerPlay size={18} />} renderRoot={(props) => <Link {...props} to="/exam/$id" params={{ id: rehearsal }} />}>
        Продолжить экзамен
      </Button>
    );
  }
  return (
    <Button fullWidth leftSection={<IconPlayerPlay size={18} />} renderRoot={(props) => <Link {...props} to="/profile" search={{ homework: homeworkId }} />}>
      Открыть в профиле
    </Button>
  );
}
