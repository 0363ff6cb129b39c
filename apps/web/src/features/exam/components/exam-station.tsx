import type { ExamSession } from '@ege/core/exam/exam-schemas';
import { isBlankAnswer } from '@ege/core/tasks/checking/answer-value';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconFlag } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { useStickyHeight } from '../../../lib/use-sticky-height';
import { createServerClock } from '../utils/exam-clock';
import { ExamAnswerPanel } from './exam-answer-panel';
import { answerValueOfTask } from '../utils/exam-answers';
import { ExamCountdown } from './exam-countdown';
import { ExamReviewModal } from './exam-review-modal';
import { ExamSaveStatus } from './exam-save-status';
import stickyBar from '../../../components/sticky-bar.module.css';
import classes from './exam-station.module.css';
import { ExamTaskContent } from './exam-task-content';
import { ExamTaskNav } from './exam-task-nav';
import { useCountdown } from '../hooks/use-countdown';
import { useExamStation } from '../api/use-exam-station';

type ExamStationProps = {
  session: ExamSession;
  /** When the session's answer arrived, by this device's clock: with server_now it gives the offset. */
  receivedAt: number;
  /** The open task's number (1..27), kept in the address. */
  number: number;
  onNumber: (number: number) => void;
};

/**
 * The КЕГЭ-like station: numbers, the statement, the answer, and the clock with 'Завершить экзамен'.
 * On a wide screen it fills the window as КЕГЭ and kompege do: a long statement scrolls in its own box
 * and the answer stays in sight under it. On a phone it is one page, the clock's bar under the header
 * (nothing pinned there may cover the statement).
 */
export function ExamStation({ session, receivedAt, number, onNumber }: ExamStationProps) {
  const tasks = session.tasks;
  const task = tasks.find((item) => item.number === number) ?? tasks[0]!;
  const station = useExamStation(session, task.id);
  const [clock] = useState(() => createServerClock(session.server_now, receivedAt));
  const secondsLeft = useCountdown(session.deadline_at, clock, () => station.finish('time'));
  const [reviewing, setReviewing] = useState(false);
  const narrow = useNarrowScreen();
  const bar = useRef<HTMLDivElement>(null);
  useStickyHeight(bar);

  const items = useMemo(
    () => tasks.map((item) => ({ number: item.number, answered: !isBlankAnswer(station.values[String(item.id)] ?? answerValueOfTask(item, null)) })),
    [tasks, station.values],
  );
  const position = tasks.indexOf(task);
  const value = station.values[String(task.id)] ?? answerValueOfTask(task, null);
  const answered = items.filter((item) => item.answered).length;
  const go = (next: number) => {
    const target = tasks[next];
    if (target) onNumber(target.number);
  };

  return (
    <Stack gap="md" className={classes.station}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Пробный экзамен
      </Title>
      <Paper ref={bar} withBorder radius="md" px="sm" py={6} className={stickyBar.bar} role="region" aria-label="Время и завершение">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ExamCountdown secondsLeft={secondsLeft} />
            <Stack gap={0} className={stickyBar.count}>
              <Text size="xs" c="dimmed" lh={1.2}>
                Отвечено
              </Text>
              <Text size="sm" fw={700} lh={1.3} data-testid="exam-answered">
                {answered} из {tasks.length}
              </Text>
            </Stack>
          </Group>
          <Button color="green" leftSection={<IconFlag size={18} />} onClick={() => setReviewing(true)} loading={station.finishing}>
            {narrow ? 'Завершить' : 'Завершить экзамен'}
          </Button>
        </Group>
      </Paper>
      <div className={classes.layout}>
        <Paper withBorder p="sm" className={classes.aside}>
          <ExamTaskNav items={items} current={task.number} onSelect={onNumber} />
        </Paper>
        <Stack gap="md" className={classes.main}>
          {/* Its own scroll box on a wide screen: a tab stop, so the keyboard scrolls it too; a new task starts at its top. */}
          <Paper
            key={task.id}
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            component="article"
            aria-labelledby="exam-task-heading"
            className={classes.statement}
            tabIndex={0}
          >
            <Stack gap="md">
              <Group gap="sm" justify="space-between">
                <Title order={2} fz="h3" id="exam-task-heading">
                  Задание {task.number}
                </Title>
                <Badge variant="light" style={{ textTransform: 'none' }}>
                  {task.number === 19 || task.number === 20 || task.number === 21 ? 'Задания 19–21: одна игра' : `Тип ${task.type}`}
                </Badge>
              </Group>
              <ExamTaskContent task={task} examId={session.id} onInsertAnswer={(next) => station.setAnswer(task, next)} disabled={station.finishing} />
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-label="Ответ на задание" className={classes.answer}>
            <Stack gap="sm">
              <ExamAnswerPanel
                key={task.id}
                task={task}
                value={value}
                onChange={(next) => station.setAnswer(task, next)}
                onSave={() => {
                  station.saveNow(task);
                  go(position + 1);
                }}
                onClear={() => station.clear(task)}
                disabled={station.finishing}
              />
              <ExamSaveStatus state={station.saveState} />
            </Stack>
          </Paper>
          <Group justify="space-between" gap="sm" className={classes.steps}>
            <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => go(position - 1)} disabled={position === 0}>
              Назад
            </Button>
            <Button variant="default" rightSection={<IconArrowRight size={18} />} onClick={() => go(position + 1)} disabled={position === tasks.length - 1}>
              Вперёд
            </Button>
          </Group>
        </Stack>
      </div>
      <ExamReviewModal
        opened={reviewing}
        tasks={tasks}
        values={station.values}
        finishing={station.finishing}
        onCancel={() => setReviewing(false)}
        onOpenTask={(next) => {
          setReviewing(false);
          onNumber(next);
        }}
        onConfirm={() => station.finish('student')}
      />
    </Stack>
  );
}
