import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import type { HomeworkAssignment, HomeworkExam } from '@ege/core/homework/homework-schemas';
import { examHomeworkStatusLabels } from '@ege/core/homework/exam-homework-status-labels';
import { otherExamActiveMessage } from '@ege/core/exam/exam-messages';
import { formatMoscowDateTime } from '@ege/core/homework/homework-messages';
import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockHour4, IconPlayerPlay, IconReportAnalytics } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { useRunningRehearsal } from './api/use-running-rehearsal';
import { useStartExamHomework } from './api/use-start-exam-homework';
import { useMinuteClock } from './use-minute-clock';
import { windowStateOf } from './window-state-of';

/**
 * A rehearsal assigned as homework (decision 044), in place of the task tabs: the window, then 'Начать
 * пробный экзамен' inside it (the 27 tasks are drawn at that moment), 'Продолжить экзамен' while it runs,
 * 'Результат экзамена' with the scores once finished. While another rehearsal runs (one the student
 * started), the start waits for it: the panel says so before any confirmation, with the way to that one.
 */
export function ExamHomeworkPanel({ homework, exam }: { homework: HomeworkAssignment; exam: HomeworkExam }) {
  const navigate = useNavigate();
  const now = useMinuteClock();
  const [confirming, setConfirming] = useState(false);
  const start = useStartExamHomework({
    onStarted: async (session) => {
      setConfirming(false);
      await navigate({ to: '/exam/$id', params: { id: String(session.id) } });
    },
    onError: (error) => {
      setConfirming(false);
      notifications.show({ color: 'red', title: 'Не удалось начать экзамен', message: describeError(error).message });
    },
  });
  const window = windowStateOf(exam, now);
  const running = useRunningRehearsal(exam.status === 'not_started' && window === 'open');
  const otherRunning = running !== null && running.homework_id !== homework.id ? running : null;
  const opens = formatMoscowDateTime(new Date(exam.opens_at));
  const closes = formatMoscowDateTime(new Date(exam.closes_at));

  return (
    <Stack gap="md">
      <Paper p="sm" radius="md" bg="var(--mantine-color-default-hover)">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <IconClockHour4 size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={600}>
              Пробный экзамен: 27 заданий, 3 ч 55 мин
            </Text>
            <Text size="sm">
              Начать можно с {opens} до {closes} (МСК)
            </Text>
            <Text size="sm" c="dimmed">
              {examHomeworkStatusLabels[exam.status]}
            </Text>
          </Stack>
        </Group>
      </Paper>

      {exam.status === 'finished' && exam.rehearsal_id !== null && (
        <>
          <Group gap="lg">
            <Text size="sm">
              Первичный балл: <b>{exam.primary_score ?? '—'}</b>
            </Text>
            <Text size="sm">
              Тестовый балл: <b>{exam.test_score ?? '—'}</b>
            </Text>
          </Group>
          <Button fullWidth leftSection={<IconReportAnalytics size={18} />} renderRoot={(props) => <Link {...props} to="/exam/$id/result" params={{ id: String(exam.rehearsal_id) }} />}>
            Результат экзамена
          </Button>
        </>
      )}
      {exam.status === 'active' && exam.rehearsal_id !== null && (
        <Button fullWidth leftSection={<IconPlayerPlay size={18} />} renderRoot={(props) => <Link {...props} to="/exam/$id" params={{ id: String(exam.rehearsal_id) }} />}>
          Продолжить экзамен
        </Button>
      )}
      {exam.status === 'not_started' && (
        <Stack gap="xs">
          {window === 'before' && (
            <Text size="sm" c="dimmed">
              Экзамен откроется {opens} (МСК).
            </Text>
          )}
          {window === 'closed' && (
            <Alert color="gray" variant="light">
              Время, когда можно было начать этот экзамен, прошло.
            </Alert>
          )}
          {otherRunning && (
            <Alert color="orange" variant="light" title="Сейчас идёт другой пробный экзамен">
              <Stack gap={4}>
                <Text size="sm">{otherExamActiveMessage}.</Text>
                <Anchor size="sm" fw={600} renderRoot={(props) => <Link {...props} to="/exam/$id" params={{ id: String(otherRunning.id) }} />}>
                  Перейти к начатому экзамену
                </Anchor>
              </Stack>
            </Alert>
          )}
          <Button
            fullWidth
            leftSection={<IconPlayerPlay size={18} />}
            disabled={window !== 'open' || homework.status === 'completed' || otherRunning !== null}
            onClick={() => setConfirming(true)}
          >
            Начать пробный экзамен
          </Button>
        </Stack>
      )}

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Начать пробный экзамен?" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
        <Stack gap="md">
          <Text size="sm">Отсчёт 3 ч 55 мин начнётся сразу и не остановится, даже если закрыть страницу. Ответы сохраняются по мере ввода.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Отмена
            </Button>
            <Button loading={start.isPending} onClick={() => start.mutate({ homework_id: homework.id })} data-autofocus>
              Начать
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
