import type { TaskPayload, TaskStats } from '@ege/core/tasks/bank/task-schemas';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { formatAverageAttempts, formatAverageTime } from '../utils/format-task-stats';
import { QuestionStats } from './question-stats';
import { TaskAnswerPanel } from './task-answer-panel';
import { TaskHtml } from '../../../components/task-html';
import { TaskReportPlace } from '../../../components/task-report-slot';
import { useSolvingTimer } from '../hooks/use-solving-timer';
import { useTaskAnswer } from '../hooks/use-task-answer';

type BlockQuestionProps = {
  task: TaskPayload;
  question: string;
  stats: TaskStats | undefined;
  onSolved: () => void;
};

/** 'Вопрос 19' (20, 21): its own timer, answer, attempts, experience, verdict and reveal. */
export function BlockQuestion({ task, question, stats, onSolved }: BlockQuestionProps) {
  const answer = useTaskAnswer(task, onSolved);
  const seconds = useSolvingTimer(!answer.solved);
  const title = `Вопрос ${task.type}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Title order={2} fz={{ base: 20, sm: 22 }}>
              {title}
            </Title>
            {answer.solved ? (
              <Badge color="green" variant="light" tt="none">
                Решено
              </Badge>
            ) : answer.revealed ? (
              <Badge color="orange" variant="light" tt="none">
                Ответ показан
              </Badge>
            ) : null}
          </Group>
          <QuestionStats
            seconds={seconds}
            averageTime={formatAverageTime(stats?.average_solving_time, false)}
            averageAttempts={formatAverageAttempts(stats?.average_attempts_count, false)}
          />
        </Stack>
        <TaskHtml html={question || task.question || ''} />
        <TaskReportPlace taskId={task.id} name={`Сообщить об ошибке в вопросе ${task.type}`} end />
        <TaskAnswerPanel taskId={task.id} type={task.type} files={task.attachments} answer={answer} solvingTime={seconds} />
      </Stack>
    </Paper>
  );
}
