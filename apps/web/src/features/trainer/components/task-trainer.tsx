import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Paper, Stack } from '@mantine/core';
import { WithPythonPanel } from '../../../components/python/panel/with-python-panel';
import { useTaskStats } from '../api/use-task-stats';
import { formatAverageAttempts, formatAverageTime } from '../utils/format-task-stats';
import { HomeworkNextButton } from './homework-next-button';
import { NextTaskButton } from './next-task-button';
import { TaskAnswerPanel } from './task-answer-panel';
import { TaskChangedNotice } from './task-changed-notice';
import { TaskContent } from './task-content';
import { TaskHeaderCards } from './task-header-cards';
import { isTwoPartType } from '../utils/trainer-types';
import { useSolvingTimer } from '../hooks/use-solving-timer';
import { useTaskAnswer } from '../hooks/use-task-answer';

type TaskTrainerProps = {
  task: TaskPayload;
  onNext: () => void;
  nextLoading: boolean;
  /** Not signed in: no homework of theirs to go on with (issue 26). */
  guest?: boolean;
};

/**
 * One loaded task. Mounted per task id, so the timer and the answer start over with each task; the
 * timer stops on a correct answer except for tasks 26 and 27 (SPEC §4).
 */
export function TaskTrainer({ task, onNext, nextLoading, guest = false }: TaskTrainerProps) {
  const stats = useTaskStats(task.id);
  const answer = useTaskAnswer(task);
  const seconds = useSolvingTimer(!(answer.solved && !isTwoPartType(task.type)));

  return (
    <Stack gap="md">
      <TaskHeaderCards
        number={String(task.type)}
        ids={String(task.id)}
        seconds={seconds}
        averageTime={formatAverageTime(stats.data?.average_solving_time, stats.isPending && !stats.isError)}
        averageAttempts={formatAverageAttempts(stats.data?.average_attempts_count, stats.isPending && !stats.isError)}
      />
      {task.changed && <TaskChangedNotice changed={task.changed} />}
      <WithPythonPanel
        place={{ taskId: task.id, examId: null }}
        attachments={task.attachments}
        answer={{ layout: answer.layout, insert: answer.setValue, disabled: answer.locked }}
      >
        {(solveButton) => <TaskContent task={task} tools={solveButton} />}
      </WithPythonPanel>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Ответ на задание">
        <TaskAnswerPanel taskId={task.id} type={task.type} files={task.attachments} answer={answer} solvingTime={seconds} />
      </Paper>
      <NextTaskButton onNext={onNext} loading={nextLoading} above={guest ? null : <HomeworkNextButton taskIds={[task.id]} />} />
    </Stack>
  );
}
